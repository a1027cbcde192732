/**
 * The PKCE verifiers the sign-in resources keep (the pairs themselves are pkce.ts's): built with those
 * resources on the first call of one (`later.ts`, issue 27), as nothing else reads them.
 */
import { STORAGE_PREFIX } from './constants.js';
import type { Clock, StorageLike } from './env.js';
import { safeGet, safeSet } from './env.js';
import { APIError, MissingPKCEError } from './errors.js';
import { createPKCEPair, type PKCEFlow, type PKCEPair } from './pkce.js';

/** A pair as stored: with when it was made and until when the links it went with can still be used. */
interface StoredPair extends PKCEPair {
  created_at: number;
  expires_at: number;
}

const MINUTE = 60_000;

/**
 * Stores one verifier per flow under `stytch_sdk_state_<token>::PKCE_VERIFIER:<flow>` (wire doc), with its
 * creation time and expiry. A verifier is only worth keeping while a link it guards can still be redeemed: past
 * that it is treated as absent and deleted, so local storage does not hold a usable secret for ever (issue 26).
 */
export class PKCEStore {
  constructor(
    private storage: StorageLike,
    private crypto: Crypto,
    private publicToken: string,
    private clock: Pick<Clock, 'now'>,
  ) {}

  private key = (flow: PKCEFlow) => `${STORAGE_PREFIX}${this.publicToken}::PKCE_VERIFIER:${flow}`;

  private write(flow: PKCEFlow, pair: PKCEPair, created_at: number, expires_at: number): void {
    const stored: StoredPair = { code_verifier: pair.code_verifier, code_challenge: pair.code_challenge, created_at, expires_at };
    safeSet(this.storage, this.key(flow), JSON.stringify(stored));
  }

  /**
   * Starts a flow: a new pair, stored for `lifetimeMinutes` (the lifetime of what it guards), whose challenge
   * goes with the request. It supersedes the flow's pending pair.
   */
  async start(flow: PKCEFlow, lifetimeMinutes: number): Promise<PKCEPair> {
    const pair = await createPKCEPair(this.crypto);
    const now = this.clock.now();
    this.write(flow, pair, now, now + lifetimeMinutes * MINUTE);
    return pair;
  }

  /**
   * The flow's pending pair, kept until the newest link's lifetime is over, or a new one. Resends use it, so
   * every link of the flow (the first email's and the resent one's) completes in this browser.
   */
  async pending(flow: PKCEFlow, lifetimeMinutes: number): Promise<PKCEPair> {
    const stored = this.read(flow);
    if (!stored) return this.start(flow, lifetimeMinutes);
    this.write(flow, stored, stored.created_at, Math.max(stored.expires_at, this.clock.now() + lifetimeMinutes * MINUTE));
    return stored;
  }

  private read(flow: PKCEFlow): StoredPair | null {
    let stored: Partial<StoredPair> | null = null;
    try {
      stored = JSON.parse(safeGet(this.storage, this.key(flow)) ?? 'null') as Partial<StoredPair> | null;
    } catch {
      // Unreadable: deleted below like any other unusable entry.
    }
    if (stored === null) return null;
    const { code_verifier, code_challenge, created_at, expires_at } = stored;
    // Without its times (an older client wrote it) its age is unknown: absent, as an expired one.
    if (
      typeof code_verifier !== 'string' ||
      typeof code_challenge !== 'string' ||
      typeof created_at !== 'number' ||
      typeof expires_at !== 'number' ||
      this.clock.now() >= expires_at
    ) {
      this.clear(flow);
      return null;
    }
    return { code_verifier, code_challenge, created_at, expires_at };
  }

  /** The stored pair, or `null` when there is none, it is unreadable or its links have expired. */
  get(flow: PKCEFlow): PKCEPair | null {
    const stored = this.read(flow);
    return stored && { code_verifier: stored.code_verifier, code_challenge: stored.code_challenge };
  }

  /** Spec §4: "A stored PKCE verifier is cleared after use." */
  clear(flow: PKCEFlow): void {
    safeSet(this.storage, this.key(flow), null);
  }
}

/**
 * The API's PKCE refusals of a token (error types `pkce_mismatch`, `pkce_expected_code_verifier`,
 * `pkce_did_not_expect_code_verifier`, `missing_code_challenge`, …): issued with another challenge, or without
 * one where this browser holds a verifier or the project requires PKCE — minted outside this browser's flow.
 */
const PKCE_REFUSAL = /pkce|challenge/;

/**
 * What to throw when a token's redemption fails. A PKCE refusal means the link was started in another browser
 * (or by someone else: login CSRF, issue 26), so the user gets the spec's MissingPKCE message (§8: "Make sure
 * this flow is completed on the same device on which it was started.") instead of the raw API error.
 */
export function pkceRefusal(error: unknown): unknown {
  return error instanceof APIError && PKCE_REFUSAL.test(error.error_type) ? new MissingPKCEError() : error;
}
