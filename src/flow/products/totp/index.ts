/**
 * Authenticator-app codes in the widget (beyond the spec: product `totp`, options `totpOptions`). After a
 * primary sign-in (its `stepUp`), a user with an authenticator app enters its 6-digit code, or a recovery
 * code, before the flow completes; a user without one may be asked to enrol: a QR code and the secret, a
 * first code, then the recovery codes to keep. Every code and recovery code works once (§7 calls `/totps`,
 * `/totps/authenticate`, `/totps/recover`).
 */
import type { GatehouseClient, SessionState } from '../../../client/index.js';
import { defineProduct, laterServices } from '../../product.js';
import type { Session } from '../../../wire/index.js';
import type { TOTPEnrollment } from '../../config.js';
import { settings } from '../../config.js';
import { call, callInBackground, show, step } from '../../step.js';
import type { FlowState, SignedInScreen } from '../../state.js';
import type { Step } from '../../types.js';
import type { TOTPServices } from './types.js';

export type * from './types.js';

/** Its later part (issue 27): the transitions after Main, the answers and the runners the user starts. */
const load = () => import('./later.js');

/**
 * Whether a sign-in must pass TOTP before it is complete (the client's `pendingFactors`): the user has an
 * authenticator app, or the config requires enrolling one — the cases in which `stepUp` (later.ts) allows no
 * way to completion but TOTP. Optional enrolment is not required: that sign-in is complete at its first
 * factor, as it is when the user skips.
 */
function stepsUp(enrollment: TOTPEnrollment, data: unknown): boolean {
  return hasAuthenticatorApp(data) || enrollment === 'required';
}

function totpServices(client: GatehouseClient): TOTPServices {
  return {
    requireStepUp: (enrollment) => client.session.requireFactors((signIn) => (stepsUp(enrollment, signIn) ? ['totp'] : [])),
    // Only TOTP's screens call these: their code is in later.ts (issue 27).
    ...laterServices<Pick<TOTPServices, 'create' | 'authenticate' | 'recover'>>(client, load, { create: 1, authenticate: 1, recover: 1 }),
  };
}

/** Whether the signed-in user has a verified authenticator app, read from the API's answer (`user.totps`). */
export function hasAuthenticatorApp(data: unknown): boolean {
  const totps = (data as { user?: { totps?: { verified?: boolean }[] } } | null)?.user?.totps;
  return Array.isArray(totps) && totps.some((totp) => totp.verified === true);
}

/**
 * The confirmation a resumed step-up ends on, from the session's first factor (the screen the first factor
 * would have led to, spec §2; a magic link's is PasswordConfirmation, spec §4, and so is OAuth's, which has
 * none of its own).
 */
function confirmationFor(session: Session): SignedInScreen {
  const first = session.authentication_factors[0];
  switch (first?.delivery_method) {
    case 'webauthn_registration':
      return { screen: 'PasskeyConfirmation' };
    case 'crypto_wallet':
      return { screen: 'CryptoConfirmation' };
    case 'sms':
    case 'whatsapp':
      return { screen: 'OTPConfirmation' };
    case 'email':
      return first.type === 'otp' ? { screen: 'OTPConfirmation' } : { screen: 'PasswordConfirmation' };
    default:
      return { screen: 'PasswordConfirmation' };
  }
}

/**
 * A reload at the TOTP step: the stored session awaits `totp` (its persisted `pendingFactors`), so the
 * widget starts at that step again instead of on Main. The marker is the fact a reload reads: it was set by
 * this product's rule when the first factor was stored and only the session's factors clear it, whereas
 * the config alone cannot say whether *this* sign-in was stepped up (a user without an app under optional
 * enrolment was not). The user's `totps` then say which step: the app's code, or enrolling one. Its first
 * factor's event was told before the reload, so nothing is emitted now.
 */
function resume(state: FlowState, awaiting: SessionState | null | undefined): Step | null {
  if (state.mode !== 'login' || state.screen !== 'Main' || !awaiting?.pendingFactors?.includes('totp')) return null;
  const then = confirmationFor(awaiting.session);
  if (hasAuthenticatorApp(awaiting)) return step(show(state, { screen: 'TOTPAuthenticate', then, entry: 0 }));
  // No app yet: the sign-in was marked because enrolment is required, so there is no skipping it now (and
  // no first step's answer to complete with).
  return call(show(state, { screen: 'TOTPEnroll', then, required: true, enrolment: null, entry: 0, data: null }), 'totp.create', undefined);
}

export const totp = defineProduct({
  id: 'totp',
  options: { totpOptions: settings },
  screens: ['TOTPAuthenticate', 'TOTPRecover', 'TOTPEnroll', 'TOTPRecoveryCodes'],
  fields: { stepUp: null },
  services: (client) => ({ totp: totpServices(client) }),
  init(state, { config }, { awaiting }) {
    if (!config.products.includes('totp')) return null;
    const enrollment = config.totpOptions?.enrollment ?? 'off';
    const rule = callInBackground({ ...state, stepUp: { enrollment } }, 'totp.requireStepUp', { enrollment });
    const resumed = resume(rule.state, awaiting);
    return resumed ? { state: resumed.state, commands: [rule.command, ...resumed.commands] } : step(rule.state, rule.command);
  },
  handlers: {
    'totp.requireStepUp'({ enrollment }, { services, signal }) {
      const stop = services.totp.requireStepUp(enrollment);
      // Kept until the widget unmounts (the controller aborts its actions then), when the rule goes too.
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
      return new Promise<never>(() => undefined);
    },
  },
  load,
});
