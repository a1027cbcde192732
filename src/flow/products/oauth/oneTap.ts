/**
 * Google One Tap in the browser (spec §2 "Google One Tap can be embedded, floating or a plain button"):
 * loading Google's script and driving `google.accounts.id`, and the part of the OAuth services that follows
 * the API's One Tap start (`showPrompt`, `completePrompt`): loaded when Main prompts One Tap, so none of it is
 * on the way to Main's first paint (issue 27). No React; fakes replace the services in stories and unit tests.
 */
import type { GatehouseClient } from '../../../client/index.js';
import type { OneTapErrorState, OneTapStartResponse } from '../../../wire/index.js';
import type { OAuthServices, OneTapResult } from './types.js';

/**
 * Why One Tap ended without a sign-in: a §4 error state, the user closing it, Google not showing it for
 * another reason (no Google session, the user opted out), or anything unexpected.
 */
export type OneTapFailure = OneTapErrorState | 'user_cancel' | 'not_displayed' | 'unexpected';

/** Google's PromptMomentNotification, as far as the widget reads it (every method may be missing under FedCM). */
interface PromptMoment {
  isDisplayed?(): boolean;
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
}

/** `google.accounts.id`, as far as One Tap uses it. */
interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    prompt_parent_id?: string;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
    nonce?: string;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  cancel(): void;
}

const scripts = new Map<string, Promise<void>>();

/** The name of the widget's one Trusted Types policy: a host enforcing Trusted Types lists it in `trusted-types`. */
export const TRUSTED_TYPES_POLICY = 'gatehouse';

/** The slice of the Trusted Types API the loader uses (not in TypeScript's DOM library yet). */
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/** The script URLs the policy lets through: only the One Tap script the widget was configured to load. */
const allowedScripts = new Set<string>();
let policy: { createScriptURL(url: string): unknown } | null = null;

/**
 * The value for `script.src`. Under `require-trusted-types-for 'script'` a plain string is refused, so where the
 * browser has Trusted Types the URL goes through the `gatehouse` policy, created once (a second `createPolicy`
 * with the same name would throw) and refusing every URL but the One Tap script's.
 */
function scriptSource(url: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes) return url;
  allowedScripts.add(url);
  policy ??= trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL(candidate) {
      if (!allowedScripts.has(candidate)) throw new TypeError(`The ${TRUSTED_TYPES_POLICY} policy only loads Google's One Tap script.`);
      return candidate;
    },
  });
  // A TrustedScriptURL: the DOM accepts it where a string is typed.
  return policy.createScriptURL(url) as string;
}

/** Loads a classic script once per URL (a failed load may be retried). */
export function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptSource(url);
      // Issue 26: the page's address may still carry a link's token; Google gets the origin at most.
      script.referrerPolicy = 'strict-origin';
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new Error(`Google's One Tap script could not be loaded from ${url}.`));
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/** Google's not-displayed reasons that are §4 error states; every other reason is not the developer's to fix. */
const NOT_DISPLAYED: Record<string, OneTapErrorState> = {
  unregistered_origin: 'origin_not_allowed_for_client',
  invalid_client: 'invalid_client',
};

/** Ends One Tap without a credential: the user closed it, or Google did not show it. */
export class OneTapEnded extends Error {
  override name = 'OneTapEnded';
  constructor(readonly failure: OneTapFailure) {
    super(`Google One Tap ended: ${failure}.`);
  }
}

export interface OneTapPrompt {
  /**
   * Settles when the prompt renders (or the user already picked an account), and rejects with
   * {@link OneTapEnded} when it is not displayed or is skipped (spec §4: "The pending state ends on render,
   * failure or cancel").
   */
  shown: Promise<void>;
  /** The ID token of the account the user picked; rejects with {@link OneTapEnded} when they close the prompt. */
  credential: Promise<string>;
  /** Closes the prompt (the user took another path). */
  cancel(): void;
}

/**
 * Shows One Tap for a Google client: in the element with id `parentId` (embedded) or Google's own floating
 * prompt (`parentId` null), passing the start's `nonce` on to Google. Google's script must be loaded.
 */
export function promptOneTap(clientId: string, parentId: string | null, nonce?: string): OneTapPrompt {
  const id = (globalThis as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;
  if (!id) throw new Error("Google's One Tap script did not define google.accounts.id.");
  let show!: () => void;
  let end!: (error: OneTapEnded) => void;
  let pick!: (credential: string) => void;
  let close!: (error: OneTapEnded) => void;
  const shown = new Promise<void>((resolve, reject) => ((show = resolve), (end = reject)));
  const credential = new Promise<string>((resolve, reject) => ((pick = resolve), (close = reject)));
  // Whichever comes first wins; the other rejection is expected and handled by whoever awaits it.
  shown.catch(() => undefined);
  credential.catch(() => undefined);

  id.initialize({
    client_id: clientId,
    callback: (response) => {
      show();
      if (response.credential) pick(response.credential);
      else close(new OneTapEnded('unexpected'));
    },
    ...(parentId ? { prompt_parent_id: parentId } : {}),
    // The start's nonce goes into the ID token, which then passes only that start's callback.
    ...(nonce ? { nonce } : {}),
    cancel_on_tap_outside: false,
    context: 'signin',
    itp_support: true,
  });
  id.prompt((moment) => {
    if (moment.isNotDisplayed?.()) {
      const failure = new OneTapEnded(NOT_DISPLAYED[moment.getNotDisplayedReason?.() ?? ''] ?? 'not_displayed');
      end(failure);
      close(failure);
    } else if (moment.isSkippedMoment?.()) {
      // Closed, or dismissed by tapping elsewhere: the plain button takes its place (spec §8).
      const failure = new OneTapEnded('user_cancel');
      end(failure);
      close(failure);
    } else if (moment.isDisplayed?.()) {
      show();
    }
  });
  return { shown, credential, cancel: () => id.cancel() };
}

/** What the OAuth services keep between One Tap's prompt and its completion (services.ts). */
export interface OneTapRun {
  /** One Tap ended without a sign-in (spec §8: an unexpected failure is logged to the console). */
  ended(failure: OneTapFailure, error?: unknown): OneTapResult;
  /** The prompt on show, with the start's callback id and CSRF token for the submit. */
  shown: { prompt: OneTapPrompt; callbackId: string; csrf: string } | null;
}

/** How a failure of the prompt ends One Tap: the driver's own news of its end, or an unexpected failure. */
const endedBy = (run: OneTapRun, error: unknown): OneTapResult =>
  error instanceof OneTapEnded ? run.ended(error.failure) : run.ended('unexpected', error);

/** After the API's start: Google's script, then the prompt; resolves once it renders or ends. */
export async function showPrompt(
  run: OneTapRun,
  started: OneTapStartResponse,
  { scriptURL, parentId }: Parameters<OAuthServices['oneTap']['prompt']>[0],
  signal: AbortSignal,
): Promise<OneTapResult> {
  try {
    await loadScript(scriptURL);
    signal.throwIfAborted();
    const prompt = promptOneTap(started.google_client_id, parentId, started.nonce);
    signal.addEventListener('abort', prompt.cancel, { once: true });
    run.shown = { prompt, callbackId: started.oauth_callback_id, csrf: started.stytch_csrf_token };
    await prompt.shown;
    return { failure: null };
  } catch (error) {
    if (signal.aborted) throw error;
    return endedBy(run, error);
  }
}

/** Waits for the account the user picks on the prompt on show, and posts it (the client then redirects). */
export async function completePrompt(
  run: OneTapRun & { shown: NonNullable<OneTapRun['shown']> },
  client: GatehouseClient,
  redirects: Parameters<OAuthServices['oneTap']['complete']>[0],
  signal: AbortSignal,
): Promise<OneTapResult> {
  // The caller cancels the prompt on abort.
  const { prompt, callbackId, csrf } = run.shown;
  try {
    const idToken = await prompt.credential;
    signal.throwIfAborted();
    await client.oauth.googleOneTap.submit({
      oauth_callback_id: callbackId,
      id_token: idToken,
      stytch_csrf_token: csrf,
      ...redirects,
    });
    return { failure: null };
  } catch (error) {
    if (signal.aborted) throw error;
    return endedBy(run, error);
  }
}
