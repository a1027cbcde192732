/**
 * Passkeys / WebAuthn (spec §7 "/webauthn/*"): register/start and register for the
 * signed-in user, authenticate/start primary (discoverable: the authenticator picks the passkey, also
 * for conditional mediation) and secondary (the signed-in user's credentials), authenticate, update.
 * Deletion is `DELETE /users/webauthn_registrations/{id}` (users/routes.ts); the credential row cascades.
 *
 * Every challenge is single use: the first authenticate/register call that presents it spends it, whether
 * or not the signature then verifies, so a captured response can never be replayed.
 */
import type { AuthenticationFactor } from '../../../src/wire/index.ts';
import { webauthnAccountNames } from '../../../src/wire/accountNames.ts';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import { iso } from '../clock.ts';
import type { EmulatorContext } from '../context.ts';
import { isAllowedOrigin, requestOrigin } from '../http/origins.ts';
import { ok } from '../http/reply.ts';
import { type Static, params, resourceId, schemaOf } from '../http/schemas.ts';
import {
  WEBAUTHN_AUTHENTICATE,
  WEBAUTHN_AUTHENTICATE_START,
  WEBAUTHN_REGISTER,
  WEBAUTHN_REGISTER_START,
  WEBAUTHN_UPDATE,
} from '../../../src/wire/requests.ts';
import { apiError } from '../http/errors.ts';
import {
  type AuthenticatorType,
  WEBAUTHN_CHALLENGE_TTL_MS,
  authenticationOptions,
  normalizeRpId,
  parseAuthenticationCredential,
  parseRegistrationCredential,
  registrationOptions,
  rpIdMatchesOrigin,
  userHandleFor,
  verifyAuthentication,
  verifyRegistration,
} from './verification.ts';
import { completeAuthentication } from '../sessions/authenticate.ts';
import { assertRecentFactor, recheckSession } from '../sessions/store.ts';
import { activateUser, serializeUser } from '../users/store.ts';
import {
  type CredentialRow,
  addRegistration,
  consumeChallenge,
  countRegistrations,
  credentialsOfUser,
  findChallenge,
  findCredential,
  getRegistration,
  renameRegistration,
  saveChallenge,
  updateSignCount,
} from './store.ts';
import type { RouteModule } from '../http/routes.ts';

function parseAuthenticatorType(value: string | undefined): AuthenticatorType | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'platform' || value === 'cross-platform') return value;
  throw apiError('invalid_authenticator_type', `authenticator_type must be 'platform' or 'cross-platform', got "${value}".`);
}

/**
 * The relying party is the `domain` sent (spec §7); a browser caller's own origin must belong to it, or
 * the authenticator would refuse the ceremony anyway (WebAuthn §5.1.3) — better to say why up front.
 */
function relyingParty(request: FastifyRequest, domainText: string): string {
  const rpId = normalizeRpId(domainText);
  const origin = requestOrigin(request);
  if (origin && !rpIdMatchesOrigin(rpId, origin)) {
    throw apiError(
      'invalid_webauthn_registration_domain',
      `domain "${rpId}" is not the host of the calling origin ${origin} or a parent of it.`,
    );
  }
  return rpId;
}

function challengeFor(ctx: EmulatorContext, challenge: string, ceremony: 'register' | 'authenticate', userId?: string) {
  const row = findChallenge(ctx.db, challenge);
  const now = ctx.clock.now();
  if (!row || row.ceremony !== ceremony)
    return { row: undefined, problem: 'No WebAuthn ceremony was started with this challenge.' } as const;
  // Another user's pending registration is not this caller's to spend.
  if (userId !== undefined && row.user_id !== userId)
    return { row: undefined, problem: 'This WebAuthn registration was started by another user.' } as const;
  if (row.used_at !== null)
    return { row: undefined, problem: 'This WebAuthn challenge was already used; start the ceremony again.' } as const;
  if (row.expires_at <= now) return { row: undefined, problem: 'This WebAuthn challenge expired; start the ceremony again.' } as const;
  // Spend it now: a failing verification below must not leave it usable for another try.
  if (!consumeChallenge(ctx.db, challenge, now))
    return { row: undefined, problem: 'This WebAuthn challenge was already used; start the ceremony again.' } as const;
  return { row, problem: null } as const;
}

const isAllowed = (ctx: EmulatorContext) => (origin: string) => isAllowedOrigin(ctx, origin);

function webauthnFactor(
  registration: { webauthn_registration_id: string; domain: string; user_agent: string },
  now: number,
): AuthenticationFactor {
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    last_authenticated_at: iso(now),
    webauthn_factor: {
      webauthn_registration_id: registration.webauthn_registration_id,
      domain: registration.domain,
      user_agent: registration.user_agent,
    },
  };
}

export const webauthnRoutes: RouteModule = {
  name: 'webauthn',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post(
      '/webauthn/register/start',
      {
        config: { auth: 'session' },
        schema: {
          body: schemaOf(WEBAUTHN_REGISTER_START),
        },
      },
      async (request, reply) => {
        // A passkey is a way in that outlives the session: adding one needs a recent sign-in, as removing one
        // does (sessions/store.ts), so a stolen or long-idle session cannot plant its own (issue 26 finding 4).
        assertRecentFactor(ctx, request.session, 'change_factors');
        const user = serializeUser(ctx.db, request.session.user_id);
        if (!user) throw apiError('user_unauthenticated');
        const rpId = relyingParty(request, request.body.domain);
        const authenticatorType = parseAuthenticatorType(request.body.authenticator_type);
        const passkey = request.body.return_passkey_credential_options === true;
        // Issue 39: a conditional create (automatic passkey upgrade) registers its credential without a prompt,
        // so its attestation carries no user presence; this challenge alone may register one like that.
        const conditional = request.body.conditional_mediation === true;
        const userHandle = request.body.override_id ? new TextEncoder().encode(request.body.override_id) : userHandleFor(user.user_id);
        if (userHandle.length > 64) throw apiError('bad_request', 'override_id must be at most 64 bytes (WebAuthn user handle).');
        const existing = credentialsOfUser(ctx.db, user.user_id, rpId);
        const names = webauthnAccountNames(user, { name: request.body.override_name, displayName: request.body.override_display_name });
        const { options, challenge } = await registrationOptions({
          rpId,
          rpName: ctx.config.current.projectName,
          userId: user.user_id,
          userHandle,
          userName: names.name,
          userDisplayName: names.displayName,
          conditional,
          authenticatorType,
          passkey,
          exclude: existing.map((c) => ({ credentialId: c.credential_id, transports: JSON.parse(c.transports) as string[] })),
        });
        const now = ctx.clock.now();
        saveChallenge(ctx.db, {
          challenge,
          ceremony: 'register',
          user_id: user.user_id,
          rp_id: rpId,
          user_handle: isoBase64URL.fromBuffer(userHandle),
          is_passkey: passkey ? 1 : 0,
          conditional_mediation: conditional ? 1 : 0,
          authenticator_type: authenticatorType ?? '',
          user_agent: request.body.user_agent ?? String(request.headers['user-agent'] ?? ''),
          created_at: now,
          expires_at: now + WEBAUTHN_CHALLENGE_TTL_MS,
        });
        // Wire doc "WebAuthn": the options travel as a JSON string.
        return ok(request, reply, { user_id: user.user_id, public_key_credential_creation_options: JSON.stringify(options) });
      },
    );

    app.post(
      '/webauthn/register',
      {
        config: { auth: 'session' },
        schema: {
          body: schemaOf(WEBAUTHN_REGISTER),
        },
      },
      async (request, reply) => {
        const { session } = request;
        // Checked again at the end of the ceremony: the sign-in may have aged past the window since the start.
        assertRecentFactor(ctx, session, 'change_factors');
        const { credential, clientData } = parseRegistrationCredential(request.body.public_key_credential);
        const { row: pending, problem } = challengeFor(ctx, clientData.challenge, 'register', session.user_id);
        if (!pending) throw apiError('no_pending_webauthn_registration', problem);
        if (findCredential(ctx.db, credential.id)) throw apiError('duplicate_webauthn_registration');
        const verified = await verifyRegistration({
          credential,
          clientData,
          expectedChallenge: pending.challenge,
          rpId: pending.rp_id,
          isAllowedOrigin: isAllowed(ctx),
          conditional: pending.conditional_mediation === 1,
        });
        const now = ctx.clock.now();
        // The widget also sends is_passkey (spec §7 note); the start call's choice wins when it asked for one.
        const isPasskey = pending.is_passkey === 1 || request.body.is_passkey === true;
        const authenticatorType = pending.authenticator_type || verified.authenticatorAttachment;
        const registrationId = ctx.db.transaction(() => {
          // Checked again after verifying the attestation (issue 42 item 2): the session must still be live,
          // on the same token, with its recent factor.
          recheckSession(ctx, session, 'change_factors');
          if (findCredential(ctx.db, verified.credentialId)) throw apiError('duplicate_webauthn_registration');
          const n = countRegistrations(ctx.db, session.user_id) + 1;
          return addRegistration(ctx.db, {
            userId: session.user_id,
            domain: pending.rp_id,
            userAgent: pending.user_agent,
            authenticatorType,
            name: isPasskey ? `Passkey ${n}` : authenticatorType === 'cross-platform' ? `Security key ${n}` : `Authenticator ${n}`,
            credentialId: verified.credentialId,
            publicKey: verified.publicKey,
            signCount: verified.counter,
            transports: verified.transports,
            rpId: pending.rp_id,
            userHandle: pending.user_handle,
            aaguid: verified.aaguid,
            isPasskey,
            backedUp: verified.backedUp,
            conditional: pending.conditional_mediation === 1,
            now,
          });
        })();
        const payload = await completeAuthentication(ctx, request, {
          userId: session.user_id,
          durationMinutes: request.body.session_duration_minutes,
          existing: session,
        });
        return ok(request, reply, { webauthn_registration_id: registrationId, ...payload });
      },
    );

    const startBody = schemaOf(WEBAUTHN_AUTHENTICATE_START);

    /**
     * Starts a sign-in ceremony: options for the relying party and the allowed credentials, and the
     * single-use challenge stored for `/webauthn/authenticate` (bound to a user on the secondary path).
     */
    const startAuthentication = async (
      request: FastifyRequest & { body: Static<typeof startBody> },
      rpId: string,
      user: { userId: string; credentials: CredentialRow[] } | null,
    ): Promise<string> => {
      const { options, challenge } = await authenticationOptions({
        rpId,
        allow: (user?.credentials ?? []).map((c) => ({ credentialId: c.credential_id, transports: JSON.parse(c.transports) as string[] })),
      });
      const now = ctx.clock.now();
      saveChallenge(ctx.db, {
        challenge,
        ceremony: 'authenticate',
        user_id: user?.userId ?? null,
        rp_id: rpId,
        user_handle: '',
        is_passkey: request.body.return_passkey_credential_options ? 1 : 0,
        conditional_mediation: 0,
        authenticator_type: '',
        user_agent: String(request.headers['user-agent'] ?? ''),
        created_at: now,
        expires_at: now + WEBAUTHN_CHALLENGE_TTL_MS,
      });
      return JSON.stringify(options);
    };

    app.post(
      '/webauthn/authenticate/start/primary',
      { config: { auth: 'public' }, schema: { body: startBody } },
      async (request, reply) => {
        // No user is known yet: an empty allow list lets the authenticator offer its discoverable
        // credentials (passkeys), which is also what conditional mediation (autofill) needs.
        const options = await startAuthentication(request, relyingParty(request, request.body.domain), null);
        return ok(request, reply, { public_key_credential_request_options: options });
      },
    );

    app.post(
      '/webauthn/authenticate/start/secondary',
      { config: { auth: 'session' }, schema: { body: startBody } },
      async (request, reply) => {
        const { session } = request;
        const rpId = relyingParty(request, request.body.domain);
        const credentials = credentialsOfUser(ctx.db, session.user_id, rpId);
        if (credentials.length === 0)
          throw apiError('no_active_webauthn_registrations', `This user has no WebAuthn registration for ${rpId}.`);
        const options = await startAuthentication(request, rpId, { userId: session.user_id, credentials });
        return ok(request, reply, { user_id: session.user_id, public_key_credential_request_options: options });
      },
    );

    app.post(
      '/webauthn/authenticate',
      {
        config: { auth: 'optional' },
        schema: {
          body: schemaOf(WEBAUTHN_AUTHENTICATE),
        },
      },
      async (request, reply) => {
        const { credential, clientData } = parseAuthenticationCredential(request.body.public_key_credential);
        const { row: pending, problem } = challengeFor(ctx, clientData.challenge, 'authenticate');
        if (!pending) throw apiError('unable_to_auth_webauthn_registration', problem);
        const stored = findCredential(ctx.db, credential.id);
        // Spec §8 shows a dedicated message for this type: the passkey was deleted from the account.
        if (!stored || stored.rp_id !== pending.rp_id) throw apiError('webauthn_registration_not_found');
        if (pending.user_id !== null && stored.user_id !== pending.user_id) throw apiError('webauthn_registration_not_found');
        if (pending.user_id === null && credential.response.userHandle !== stored.user_handle) {
          // A discoverable assertion names its user; it must be the credential's owner (WebAuthn §7.2 step 6).
          throw apiError('unable_to_auth_webauthn_registration', "The assertion's user handle does not belong to this credential.");
        }
        const result = await verifyAuthentication({
          credential,
          clientData,
          expectedChallenge: pending.challenge,
          rpId: pending.rp_id,
          isAllowedOrigin: isAllowed(ctx),
          stored: {
            credentialId: stored.credential_id,
            publicKey: stored.public_key,
            counter: stored.sign_count,
            transports: JSON.parse(stored.transports) as string[],
          },
        });
        const now = ctx.clock.now();
        if (!updateSignCount(ctx.db, stored.webauthn_registration_id, stored.sign_count, result.newCounter, now)) {
          throw apiError(
            'unable_to_auth_webauthn_registration',
            'Another assertion of this credential was verified at the same time; its signature counter moved.',
          );
        }
        activateUser(ctx.db, stored.user_id);
        const existing = request.optionalSession;
        const payload = await completeAuthentication(ctx, request, {
          userId: stored.user_id,
          factor: webauthnFactor(stored, now),
          durationMinutes: request.body.session_duration_minutes,
          existing,
        });
        return ok(request, reply, { webauthn_registration_id: stored.webauthn_registration_id, ...payload });
      },
    );

    app.put(
      '/webauthn/update/:id',
      { config: { auth: 'session' }, schema: { params: params({ id: resourceId }), body: schemaOf(WEBAUTHN_UPDATE) } },
      async (request, reply) => {
        const { session } = request;
        const name = request.body.name.trim();
        if (!name) throw apiError('empty_webauthn_registration_name');
        if (!renameRegistration(ctx.db, session.user_id, request.params.id, name)) throw apiError('webauthn_registration_not_found');
        const registration = getRegistration(ctx.db, session.user_id, request.params.id)!;
        return ok(request, reply, {
          user_id: session.user_id,
          webauthn_registration: { ...registration, verified: registration.verified === 1 },
          __user: serializeUser(ctx.db, session.user_id),
        });
      },
    );
  },
};
