import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fireEvent, within } from 'storybook/test';
import type { WidgetConfig } from '../../src/flow';
import { ratePairs } from '../../src/theme/contrast';
import { tokensToDtcg } from '../../src/theme/dtcg';
import { presentationTokens, type TokenPath } from '../../src/theme/presentationMap';
import { tokenAt, type Theme } from '../../src/theme/theme';
import { Login } from '../../src/widget';
import { darkTokens, defaultTokens, type Tokens } from '../../tokens';
import { fakeServices } from '../support/fakeServices';

/** The colours a host picks here: the ones every contrast pair is made of. */
const PICKED: [TokenPath, string][] = [
  ['container.backgroundColor', 'Card background'],
  ['container.textColor', 'Body text'],
  ['colors.secondary', 'Muted text'],
  ['colors.primary', 'Links'],
  ['colors.error', 'Error text'],
  ['buttons.primary.backgroundColor', 'Primary button'],
  ['buttons.primary.textColor', 'Primary button text'],
  ['buttons.secondary.backgroundColor', 'Secondary button'],
  ['buttons.secondary.textColor', 'Secondary button text'],
  ['inputs.backgroundColor', 'Input background'],
  ['inputs.borderColor', 'Input border'],
  ['colors.focusRing', 'Focus ring'],
];

const config: WidgetConfig = {
  products: ['otp', 'oauth'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }] },
};

/** `value` at `path` of a copy of `tree`. */
function withValue<T extends object>(tree: T, path: string, value: string): T {
  const copy = structuredClone(tree);
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = copy as Record<string, unknown>;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  node[last] = value;
  return copy;
}

/** The picked colours that differ from the base, as the three forms a host copies. */
function outputs(tokens: Tokens, base: Tokens) {
  const hex = (from: Tokens, path: string) => (tokenAt(from, path) as string).toLowerCase();
  const changed = PICKED.map(([path]) => path).filter((path) => hex(tokens, path) !== hex(base, path));
  const theme = changed.reduce<Theme>((out, path) => withValue(out, path, tokenAt(tokens, path) as string), {});
  const presentation = Object.fromEntries(
    Object.entries(presentationTokens).flatMap(([path, keys]) =>
      changed.includes(path as TokenPath) ? [[keys[0], tokenAt(tokens, path)]] : [],
    ),
  );
  return {
    Theme: `import type { Theme } from 'gatehouse-auth';\n\nexport const theme: Theme = ${JSON.stringify(theme, null, 2)};\n`,
    presentation: `import type { Presentation } from 'gatehouse-auth';\n\nexport const presentation: Presentation = ${JSON.stringify({ theme: presentation }, null, 2)};\n`,
    DTCG: `${JSON.stringify(tokensToDtcg(tokens, 'My Gatehouse theme'), null, 2)}\n`,
    theme,
  };
}

/**
 * Pick the widget's colours, see it and every WCAG 2.2 contrast ratio live, and copy the result as a typed
 * `Theme` (the `styles` prop), as the provider's 6.x `presentation`, or as a DTCG 2025.10 file for
 * `themeFromTokens` (issue 41).
 */
function ThemeBuilder({ base = 'default' }: { base?: 'default' | 'dark' }) {
  const baseTokens = base === 'dark' ? darkTokens : defaultTokens;
  const [tokens, setTokens] = useState<Tokens>(() => structuredClone(baseTokens));
  const [shown, setShown] = useState<'Theme' | 'presentation' | 'DTCG'>('Theme');
  const out = useMemo(() => outputs(tokens, baseTokens), [tokens, baseTokens]);
  const pairs = useMemo(() => ratePairs(tokens), [tokens]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start', fontFamily: 'system-ui, sans-serif' }}>
      <fieldset style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '6px 12px', alignItems: 'center' }}>
        <legend>Colours</legend>
        {PICKED.map(([path, label]) => (
          <label key={path} style={{ display: 'contents' }}>
            <span>{label}</span>
            <input
              type="color"
              value={(tokenAt(tokens, path) as string).toLowerCase()}
              onChange={(event) => setTokens((current) => withValue(current, path, event.target.value))}
            />
          </label>
        ))}
      </fieldset>
      <div data-testid="widget">
        <Login services={fakeServices()} config={config} styles={out.theme} baseTheme={base} />
      </div>
      <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
        <caption style={{ textAlign: 'start', fontWeight: 600 }}>Contrast (WCAG 2.2)</caption>
        <thead>
          <tr>
            <th scope="col">Pair</th>
            <th scope="col">Ratio</th>
            <th scope="col">Needs</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(({ pair, ratio, required }) => (
            <tr key={pair} data-pair={pair}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 400 }}>
                {pair}
              </th>
              <td>{ratio}:1</td>
              <td>{required}:1</td>
              <td>{ratio >= required ? 'passes' : 'fails'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label="Copy the theme" style={{ flex: '1 1 320px' }}>
        <div role="group" aria-label="Form">
          {(['Theme', 'presentation', 'DTCG'] as const).map((form) => (
            <button key={form} type="button" aria-pressed={shown === form} onClick={() => setShown(form)}>
              {form}
            </button>
          ))}
          <button type="button" onClick={() => void navigator.clipboard?.writeText(out[shown])}>
            Copy
          </button>
        </div>
        <textarea
          readOnly
          aria-label={`The theme as ${shown}`}
          value={out[shown]}
          rows={14}
          style={{ width: '100%', fontFamily: 'monospace' }}
        />
      </section>
    </div>
  );
}

const meta = {
  title: 'Tokens/Theme builder',
  component: ThemeBuilder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start from the default theme. A yellow primary button with white text fails its pair, live. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sign up or log in' });
    const result = (pair: string) => canvasElement.querySelector(`[data-pair="${pair}"] td:last-child`)?.textContent;
    await expect(result('primary button text on the primary button')).toBe('passes');
    await fireEvent.input(canvas.getByLabelText('Primary button'), { target: { value: '#ffd400' } });
    await expect(result('primary button text on the primary button')).toBe('fails');
    const submit = canvas.getByTestId('widget').querySelector('button[type="submit"]')!;
    await expect(getComputedStyle(submit).backgroundColor).toBe('rgb(255, 212, 0)');
    const copied = (form: string) => canvas.getByLabelText<HTMLTextAreaElement>(`The theme as ${form}`).value;
    await expect(copied('Theme')).toContain('"backgroundColor": "#ffd400"');
    await fireEvent.click(canvas.getByRole('button', { name: 'presentation' }));
    await expect(copied('presentation')).toContain('"primary": "#ffd400"');
    await fireEvent.click(canvas.getByRole('button', { name: 'DTCG' }));
    await expect(JSON.parse(copied('DTCG')).buttons.primary.backgroundColor.$value.hex).toBe('#ffd400');
    // Back to a theme that passes: the story's picture and axe run on it.
    await fireEvent.input(canvas.getByLabelText('Primary button'), { target: { value: '#19303d' } });
    await expect(result('primary button text on the primary button')).toBe('passes');
  },
};
