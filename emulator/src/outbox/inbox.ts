/**
 * The inbox page (`/_emulator`): every email, SMS and WhatsApp message with its clickable link or code,
 * and the error catalogue that `error_url` points at. Server-rendered, no script: every value is
 * HTML-escaped (messages carry user-supplied addresses and URLs) and a strict Content-Security-Policy
 * allows nothing but one nonce'd stylesheet.
 */
import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { API_ERRORS, apiError } from '../http/errors.ts';
import { cspNonce, escapeHtml, pageCsp, sendHtml } from '../http/html.ts';
import { Type } from 'typebox';
import { body, text } from '../http/schemas.ts';
import { type Message, clearMessages, listMessages } from './store.ts';
import type { RouteModule } from '../http/routes.ts';

/** Only http(s) links become anchors: a `javascript:` URL must never be clickable. */
function safeHref(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const STYLE = `
  body { font: 15px/1.5 Arial, Helvetica, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #19303D; overflow-wrap: break-word; }
  @media (max-width: 480px) { body { padding: 12px; } }
  h1 { font-size: 24px; margin: 0 0 4px; } p.lead { color: #5C727D; margin: 0 0 16px; }
  form { display: inline-flex; flex-wrap: wrap; gap: 8px; max-width: 100%; margin: 0 12px 16px 0; align-items: center; }
  label, input { max-width: 100%; min-width: 0; }
  input, button { font: inherit; padding: 6px 10px; border: 1px solid #5C727D; border-radius: 4px; }
  button { background: #19303D; color: #fff; cursor: pointer; }
  ol { list-style: none; padding: 0; } li { border: 1px solid #ADBCC5; border-radius: 8px; padding: 12px 16px; margin-bottom: 12px; }
  .meta { color: #5C727D; font-size: 13px; } .channel { font-weight: 600; text-transform: uppercase; }
  .code { font: 600 22px/1.2 ui-monospace, monospace; letter-spacing: 4px; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 8px 0 0; } a, code { color: #0C5A56; overflow-wrap: anywhere; } code { color: inherit; }
  .meta strong { overflow-wrap: anywhere; }
  table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; } td, th { border-bottom: 1px solid #ADBCC5; padding: 6px 12px; text-align: left; vertical-align: top; }
  :target { background: #ECFFF5; }
`;

function sendPage(reply: FastifyReply, title: string, content: string) {
  const nonce = cspNonce();
  return sendHtml(reply, {
    csp: pageCsp(nonce),
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>${content}</body></html>`,
  });
}

function renderMessage(message: Message): string {
  const href = safeHref(message.link);
  return `<li>
    <div class="meta"><span class="channel">${escapeHtml(message.channel)}</span> · to <strong>${escapeHtml(message.to)}</strong> · from ${escapeHtml(message.from)} · ${escapeHtml(message.created_at)} · ${escapeHtml(message.kind)}</div>
    ${message.subject ? `<div><strong>${escapeHtml(message.subject)}</strong></div>` : ''}
    ${message.code ? `<div>Code: <span class="code">${escapeHtml(message.code)}</span></div>` : ''}
    ${href ? `<div><a href="${escapeHtml(href)}" rel="noreferrer noopener">${escapeHtml(href)}</a></div>` : ''}
    <pre>${escapeHtml(message.body)}</pre>
  </li>`;
}

/**
 * The recipient filter, trimmed; undefined for everyone. A lone surrogate (a JSON body can carry
 * "\ud800") is no address and has no URL form for the redirect back: refused.
 */
function recipient(to: string | undefined): string | undefined {
  const trimmed = to?.trim() || undefined;
  if (trimmed !== undefined && /\p{Cs}/u.test(trimmed)) throw apiError('bad_request', 'to is not well-formed text.');
  return trimmed;
}

export const inboxRoutes: RouteModule = {
  name: 'inbox page',
  prefix: '/_emulator',
  async register(app, ctx: EmulatorContext) {
    // The clear button posts a plain HTML form (no script allowed by the CSP); only this scope parses forms.
    await app.register(formbody, { bodyLimit: 4096 });
    app.get('/', { schema: { querystring: body({ to: Type.Optional(text(320)) }) } }, async (request, reply) => {
      const to = recipient(request.query.to);
      const messages = listMessages(ctx.db, { to, limit: 200 });
      const config = ctx.config.current;
      return sendPage(
        reply,
        'Gatehouse emulator inbox',
        `<h1>Inbox</h1>
          <p class="lead">Emails, SMS and WhatsApp messages sent by the ${escapeHtml(config.projectName)} emulator, newest first. Test public token: <code>${escapeHtml(config.publicTokens.test)}</code></p>
          <form method="get" action="/_emulator/"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}" placeholder="all"></label><button type="submit">Filter</button></form>
          <form method="post" action="/_emulator/inbox/clear">${to ? `<input type="hidden" name="to" value="${escapeHtml(to)}">` : ''}<button type="submit">Clear ${to ? 'these' : 'all'} messages</button></form>
          <a href="/_emulator/${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a>
          ${messages.length ? `<ol>${messages.map(renderMessage).join('')}</ol>` : '<p>No messages yet.</p>'}`,
      );
    });

    app.post('/inbox/clear', { schema: { body: body({ to: Type.Optional(text(320)) }) } }, async (request, reply) => {
      const to = recipient(request.body.to);
      clearMessages(ctx.db, to);
      return reply
        .code(303)
        .header('location', `/_emulator/${to ? `?to=${encodeURIComponent(to)}` : ''}`)
        .send();
    });

    const catalogue = (status?: number) => {
      const rows = Object.entries(API_ERRORS)
        .filter(([, [code]]) => status === undefined || code === status)
        .map(
          ([type, [code, message]]) =>
            `<tr id="${escapeHtml(type)}"><td><code>${escapeHtml(type)}</code></td><td>${code}</td><td>${escapeHtml(message)}</td></tr>`,
        )
        .join('');
      return `<h1>Error types${status ? ` (${status})` : ''}</h1><p class="lead">Every error the emulator answers with; schema errors (bad_request) also carry body/params/query details.</p>
        <table><thead><tr><th>error_type</th><th>status</th><th>meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
    };
    app.get('/errors', async (_request, reply) => sendPage(reply, 'Gatehouse emulator errors', catalogue()));
    app.get(
      '/errors/:status',
      { schema: { params: Type.Object({ status: Type.String({ pattern: '^[1-5][0-9]{2}$' }) }) } },
      async (request, reply) => sendPage(reply, 'Gatehouse emulator errors', catalogue(Number(request.params.status))),
    );
  },
};
