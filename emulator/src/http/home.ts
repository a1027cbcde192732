/**
 * The emulator's own address (`/`): what it is and where everything is — the inbox, the SDK API base a client is
 * pointed at, the backend API a server calls, the session keys, the project id, the public tokens and the
 * secrets (as the command prints them on start) — so a first visit is not a
 * `route_not_found` (issue 35). Server-rendered like the inbox, every value escaped, no script.
 */
import type { EmulatorContext } from '../context.ts';
import { escapeHtml, sendPage } from './html.ts';
import type { RouteModule } from './routes.ts';

export const homeRoutes: RouteModule = {
  name: 'home page',
  prefix: '',
  async register(app, ctx: EmulatorContext) {
    app.get('/', async (request, reply) => {
      // The Host header already passed the loopback check (http/hosts.ts); escaped all the same.
      const base = `${request.protocol}://${request.host}`;
      const { projectId, publicTokens, secrets, projectName } = ctx.config.current;
      const row = (what: string, value: string, note = '') => `<tr><th scope="row">${what}</th><td>${value}</td><td>${note}</td></tr>`;
      const code = (value: string) => `<code>${escapeHtml(value)}</code>`;
      const link = (path: string) => `<a href="${escapeHtml(path)}">${escapeHtml(`${base}${path}`)}</a>`;
      return sendPage(
        reply,
        'Gatehouse emulator',
        `<h1>Gatehouse emulator</h1>
          <p class="lead">A local stand-in for the identity provider's API, for ${escapeHtml(projectName)}: real cryptography, an
          SQLite store, and test controls that show every code and link it sends. It is a test tool for this machine only.</p>
          <table><tbody>
            ${row('Inbox', link('/_emulator'), 'every email, SMS and WhatsApp message it sent, with its code or link')}
            ${row('SDK API', code(`${base}/sdk/v1`), `the browser client: ${code(`createClient('${publicTokens.test}', { testBaseUrl: '${base}' })`)}`)}
            ${row('Backend API', code(`${base}/v1`), `a server, with the project's secret (issue 37): ${code(`new stytch.Client({ project_id, secret, env: '${base}/' })`)}`)}
            ${row('JWKS', `${link('/.well-known/jwks.json')}<br>${link(`/v1/sessions/jwks/${projectId}`)}`, 'the keys that sign session JWTs, for a server checking them')}
            ${row('Project id', code(projectId), 'gatehouse-auth/server: createSessionVerifier({ projectId, baseUrl })')}
            ${row('Public token (test)', code(publicTokens.test), '')}
            ${row('Public token (live)', code(publicTokens.live), '')}
            ${row('Secret (test)', code(secrets.test), 'for a server only, never a browser')}
            ${row('Secret (live)', code(secrets.live), '')}
            ${row('Test controls', `${code('/_emulator/messages')} ${code('/_emulator/reset')} ${code('/_emulator/clock')} ${code('/_emulator/faults')} ${code('/_emulator/events')} ${code('/_emulator/config')}`, 'the outbox, a fresh project, the clock, injected failures, events, the project config')}
            ${row('Errors', link('/_emulator/errors'), 'every error type it answers with')}
          </tbody></table>`,
      );
    });
  },
};
