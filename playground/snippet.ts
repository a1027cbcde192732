import type { PlaygroundSetup } from './setup';

/**
 * The playground's *Config* panel: the code of a host app's module that shows the widget exactly as set up on
 * the page — the same token, and the client pointed at the same emulator (`testBaseUrl`; without it a test
 * token talks to the provider's test API, issue 35). Pasted into a React app with `gatehouse-auth` installed, it
 * compiles and runs as it is (test/playground/snippet.test.ts builds it against the package).
 */
export function snippet(setup: PlaygroundSetup): string {
  const component = { login: 'Login', resetPassword: 'ResetPassword', passkeyRegistration: 'PasskeyRegistration' }[setup.mode];
  const lines = [
    "import { createClient } from 'gatehouse-auth/client';",
    `import { ${component} } from 'gatehouse-auth';`,
    "import 'gatehouse-auth/style.css';",
    '',
    `const client = createClient('${setup.token}', { testBaseUrl: '${setup.api}' });`,
    `const config = ${JSON.stringify(setup.config, null, 2)};`,
  ];
  if (setup.styles) lines.push(`const styles = ${JSON.stringify(setup.styles, null, 2)};`);
  const props = [
    'client={client}',
    'config={config}',
    ...(setup.styles ? ['styles={styles}'] : []),
    ...(setup.baseTheme === 'dark' ? ['baseTheme="dark"'] : []),
    ...(setup.locale ? [`locale="${setup.locale}"`] : []),
    'callbacks={{ onEvent: console.log, onError: console.error }}',
  ];
  lines.push('', 'export function SignIn() {', `  return <${component} ${props.join(' ')} />;`, '}');
  return lines.join('\n');
}
