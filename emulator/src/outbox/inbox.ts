/**
 * The inbox page (`/_emulator`): every email, SMS and WhatsApp message with its clickable link or code,
 * and the error catalogue that `error_url` points at. Server-rendered, no script: every value is
 * HTML-escaped (messages carry user-supplied addresses and URLs) and a strict Content-Security-Policy
 * allows nothing but one nonce'd stylesheet.
 */
import formbody from '@fastify/formbody';
import type { EmulatorContext } from '../context.ts';
import { BACKEND_ERRORS } from '../../../src/wire/backend.ts';
import { API_ERRORS, apiError } from '../http/errors.ts';
import { escapeHtml, sendPage } from '../http/html.ts';
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
          <p class="lead">Emails, SMS and WhatsApp messages this emulator sent for ${escapeHtml(config.projectName)}, newest first. Test public token: <code>${escapeHtml(config.publicTokens.test)}</code></p>
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
      // The backend API's own errors too (issue 37): their error_url points here like every other's. A type
      // both APIs answer with their own status (session_not_found) has a row for each, under its status; on
      // the page of all statuses only the first row of a type carries its anchor (ids are unique).
      const anchored = new Set<string>();
      const rows = [...Object.entries(API_ERRORS), ...Object.entries(BACKEND_ERRORS)]
        .filter(([, [code]]) => status === undefined || code === status)
        .map(([type, [code, message]]) => {
          const id = anchored.has(type) ? '' : ` id="${escapeHtml(type)}"`;
          anchored.add(type);
          return `<tr${id}><td><code>${escapeHtml(type)}</code></td><td>${code}</td><td>${escapeHtml(message)}</td></tr>`;
        })
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
