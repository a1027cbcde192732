/**
 * OAuth test controls under `/_emulator`: finish an OAuth sign-in for a given identity without the
 * emulated page, steer the Google One Tap stand-in (its identity, or any One Tap error of spec §4 on
 * demand), mint Google ID tokens, and serve the stand-in Google script. Plain JSON answers like the other
 * controls; errors in the wire doc's shape.
 */
import { Type } from 'typebox';
import { body, nonEmpty, text } from '../http/schemas.ts';
import { apiError } from '../http/errors.ts';
import { OAUTH_PROVIDERS } from '../../../src/wire/index.ts';
import { CODE_VERIFIER, S256_CHALLENGE, s256 } from '../pkce.ts';
import { DEFAULT_SCOPES, parseIdentity, parseProvider } from './provider.ts';
import { checkOAuthRedirect, issueTokenForIdentity } from './signIn.ts';
import { providerPageListsIdentities, setProviderPageListsIdentities } from './store.ts';
import {
  autoSelectQuiet,
  DEFAULT_ONE_TAP_IDENTITY,
  GOOGLE_CLIENT_ID,
  ONE_TAP_ERRORS,
  noteAutoSelect,
  type OneTapError,
  oneTapMode,
  setOneTapMode,
  signGoogleIdToken,
} from './oneTap.ts';
import type { RouteModule } from '../http/routes.ts';

const identityProperties = { email: nonEmpty(254), name: Type.Optional(text(200)), subject: Type.Optional(text(255)) };

/** What Google's script reports for the GSI-side errors (PromptMomentNotification reasons). */
const GSI_REASONS: Partial<Record<OneTapError, { not_displayed_reason?: string; skipped_reason?: string }>> = {
  origin_not_allowed_for_client: { not_displayed_reason: 'unregistered_origin' },
  invalid_client: { not_displayed_reason: 'invalid_client' },
  user_cancel: { skipped_reason: 'user_cancel' },
};

/**
 * A stand-in for `https://accounts.google.com/gsi/client`: `google.accounts.id.initialize / prompt /
 * renderButton / cancel` backed by the emulator, so the widget's One Tap path runs offline. `prompt()` shows
 * a prompt like Google's — in the `prompt_parent_id` element, or floating at the top right — offering the
 * configured identity: "Continue as …" asks the emulator for a credential (an ID token signed by the emulated
 * Google) and calls the `callback`; "Close" reports the `user_cancel` skip. A configured error is reported
 * through the moment listener without a prompt, and `auto_select` (a test control) picks the identity at once
 * as Google's auto sign-in does. The prompt is built with DOM calls and CSSOM styles only, so it works under a
 * strict Content-Security-Policy.
 */
const GSI_STAND_IN = `/* Gatehouse emulator: Google Identity Services stand-in (One Tap). Not Google's code. */
(() => {
  'use strict';
  const script = document.currentScript;
  const base = new URL(script && script.src ? script.src : location.href).origin;
  let config = null;
  const moment = (type, reason) => ({
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && !reason,
    isNotDisplayed: () => type === 'display' && !!reason,
    getNotDisplayedReason: () => (type === 'display' ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  });
  let shownPrompt = null;
  async function run(listener, selectBy, displayed) {
    if (!config) throw new Error('google.accounts.id.initialize() must be called before prompt().');
    const response = await fetch(base + '/_emulator/one_tap/credential', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: String(config.client_id || ''), nonce: config.nonce ? String(config.nonce) : undefined, select_by: selectBy }),
    });
    const answer = await response.json();
    const notify = (m) => { if (typeof listener === 'function') listener(m); };
    if (answer.not_displayed_reason) return notify(moment('display', answer.not_displayed_reason));
    if (answer.skipped_reason) return notify(moment('skipped', answer.skipped_reason));
    if (!answer.credential) throw new Error(answer.error_message || 'The emulator returned no credential.');
    if (!displayed) notify(moment('display'));
    notify(moment('dismissed', 'credential_returned'));
    config.callback({ credential: answer.credential, select_by: selectBy, clientId: config.client_id });
  }
  const fail = (error) => console.error('[gatehouse-emulator One Tap stand-in]', error);
  function element(tag, text, style) {
    const node = document.createElement(tag);
    if (text) node.textContent = text;
    Object.assign(node.style, style || {});
    return node;
  }
  async function prompt(listener) {
    if (!config) throw new Error('google.accounts.id.initialize() must be called before prompt().');
    const mode = await (await fetch(base + '/_emulator/one_tap')).json();
    // Auto sign-in, unless one happened within Google's quiet period: then the prompt, as Google shows it.
    if (mode.error || (mode.auto_select && !mode.auto_select_quiet)) return run(listener, 'auto', false);
    const notify = (m) => { if (typeof listener === 'function') listener(m); };
    const parent = config.prompt_parent_id ? document.getElementById(config.prompt_parent_id) : null;
    const card = element('div', '', {
      border: '1px solid #dadce0', borderRadius: '8px', padding: '12px 16px', background: '#fff', color: '#202124',
      font: '14px sans-serif', boxShadow: '0 1px 3px rgba(0,0,0,.3)', maxWidth: '320px',
      ...(parent ? {} : { position: 'fixed', top: '16px', right: '16px', zIndex: '2147483647' }),
    });
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-label', 'Sign in with Google (emulated)');
    card.dataset.gatehouseOneTap = '';
    const close = element('button', '\u00d7', { float: 'right', border: '0', background: 'none', fontSize: '18px', cursor: 'pointer' });
    close.type = 'button';
    close.setAttribute('aria-label', 'Close');
    const title = element('p', 'Sign in to ' + location.hostname + ' with google.com (emulated)', { margin: '0 24px 12px 0' });
    const pick = element('button', 'Continue as ' + (mode.identity && mode.identity.email || 'one.tap@example.com'), {
      display: 'block', width: '100%', padding: '8px', border: '0', borderRadius: '4px', background: '#1a73e8', color: '#fff', cursor: 'pointer',
    });
    pick.type = 'button';
    card.append(close, title, pick);
    const remove = () => { card.remove(); if (shownPrompt === card) shownPrompt = null; };
    close.addEventListener('click', () => { remove(); notify(moment('skipped', 'user_cancel')); });
    pick.addEventListener('click', () => { remove(); run(listener, 'user', true).catch(fail); });
    if (shownPrompt) shownPrompt.remove();
    shownPrompt = card;
    (parent || document.body).appendChild(card);
    notify(moment('display'));
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(options) { config = options || {}; },
    prompt(listener) { prompt(listener).catch(fail); },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = (options && options.text === 'signup_with') ? 'Sign up with Google (emulated)' : 'Sign in with Google (emulated)';
      button.addEventListener('click', () => run(null, 'btn', false).catch(fail));
      parent.appendChild(button);
    },
    cancel() { if (shownPrompt) { shownPrompt.remove(); shownPrompt = null; } },
    disableAutoSelect() {},
    storeCredential() {},
    revoke(_hint, done) { if (typeof done === 'function') done({ successful: true }); },
  };
})();
`;

export const oauthControlRoutes: RouteModule = {
  name: 'OAuth and One Tap controls',
  prefix: '/_emulator',
  register(app, ctx) {
    // Completes an OAuth sign-in without the emulated page: the token a redirect URL would receive.
    app.post(
      '/oauth/token',
      {
        schema: {
          body: body({
            provider: Type.Enum(OAUTH_PROVIDERS),
            ...identityProperties,
            code_challenge: Type.Optional(Type.String({ pattern: S256_CHALLENGE.source })),
            code_verifier: Type.Optional(Type.String({ pattern: CODE_VERIFIER.source })),
            custom_scopes: Type.Optional(Type.Array(nonEmpty(256), { maxItems: 50 })),
            login_redirect_url: Type.Optional(text(2048)),
            signup_redirect_url: Type.Optional(text(2048)),
          }),
        },
      },
      async (request) => {
        const input = request.body;
        const provider = parseProvider(input.provider);
        const config = ctx.config.current;
        // A caller may pass its verifier instead of computing the S256 challenge itself.
        const codeChallenge = input.code_challenge ?? (input.code_verifier ? s256(input.code_verifier) : null);
        const result = issueTokenForIdentity(ctx, {
          provider,
          identity: parseIdentity(provider, input),
          codeChallenge,
          scopes: [...new Set([...DEFAULT_SCOPES[provider], ...(input.custom_scopes ?? [])])],
          loginRedirectUrl: checkOAuthRedirect(ctx, input.login_redirect_url || config.defaultRedirectUrls.login, 'login_redirect_url'),
          signupRedirectUrl: checkOAuthRedirect(ctx, input.signup_redirect_url || config.defaultRedirectUrls.signup, 'signup_redirect_url'),
        });
        return {
          token: result.token,
          redirect_url: result.redirectUrl,
          user_id: result.userId,
          user_created: result.created,
          provider_subject: result.registration.provider_subject,
        };
      },
    );

    // The emulated provider page lists the identities used before only while this is on (oauth/store.ts).
    app.get('/oauth/provider_page', async () => ({ list_known_identities: providerPageListsIdentities(ctx.db) }));
    app.post('/oauth/provider_page', { schema: { body: body({ list_known_identities: Type.Boolean() }) } }, async (request) => {
      setProviderPageListsIdentities(ctx.db, request.body.list_known_identities);
      return { list_known_identities: providerPageListsIdentities(ctx.db) };
    });

    app.get('/one_tap', async () => ({
      ...oneTapMode(ctx),
      auto_select_quiet: autoSelectQuiet(ctx),
      google_client_id: GOOGLE_CLIENT_ID,
      errors: ONE_TAP_ERRORS,
    }));

    // `{ error: 'oauth_config_not_found' }` makes One Tap fail that way until `{ error: null }` (or reset).
    app.post(
      '/one_tap',
      {
        schema: {
          body: body({
            error: Type.Optional(Type.Union([Type.Enum(ONE_TAP_ERRORS), Type.Null()])),
            identity: Type.Optional(body(identityProperties)),
            auto_select: Type.Optional(Type.Boolean()),
          }),
        },
      },
      async (request) => {
        const current = oneTapMode(ctx);
        const identity = request.body.identity ? parseIdentity('google', request.body.identity) : undefined;
        return setOneTapMode(ctx, {
          error: request.body.error === undefined ? current.error : request.body.error,
          identity: identity ? { email: identity.email, name: identity.name, subject: identity.subject } : current.identity,
          auto_select: request.body.auto_select ?? current.auto_select,
        });
      },
    );

    // The stand-in script's prompt(): a credential for the configured identity, or the configured GSI error.
    app.post(
      '/one_tap/credential',
      {
        schema: {
          body: body({ client_id: text(256), nonce: Type.Optional(text(256)), select_by: Type.Optional(Type.Enum(['auto', 'user'])) }),
        },
      },
      async (request) => {
        const mode = oneTapMode(ctx);
        const gsi = mode.error ? GSI_REASONS[mode.error] : undefined;
        if (gsi) return gsi;
        // Like Google: a client ID the emulated Google does not know is an `invalid_client`.
        if (request.body.client_id !== GOOGLE_CLIENT_ID) return { not_displayed_reason: 'invalid_client' };
        const identity = parseIdentity('google', mode.identity.email ? mode.identity : DEFAULT_ONE_TAP_IDENTITY);
        if (request.body.select_by === 'auto') noteAutoSelect(ctx);
        return { credential: await signGoogleIdToken(ctx, { identity, audience: request.body.client_id, nonce: request.body.nonce }) };
      },
    );

    // Mints an ID token directly, e.g. to test the submit with an expired or foreign-audience token.
    app.post(
      '/one_tap/id_token',
      {
        schema: {
          body: body({
            ...identityProperties,
            audience: Type.Optional(text(256)),
            nonce: Type.Optional(text(256)),
            expires_in_seconds: Type.Optional(Type.Integer({ minimum: -86400, maximum: 86400 })),
          }),
        },
      },
      async (request) => {
        if (request.body.expires_in_seconds === 0) throw apiError('bad_request', 'expires_in_seconds must not be 0.');
        return {
          id_token: await signGoogleIdToken(ctx, {
            identity: parseIdentity('google', request.body),
            audience: request.body.audience || GOOGLE_CLIENT_ID,
            nonce: request.body.nonce,
            expiresInSeconds: request.body.expires_in_seconds,
          }),
        };
      },
    );

    app.get('/one_tap/gsi/client', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('access-control-allow-origin', '*')
        .send(GSI_STAND_IN),
    );
  },
};
