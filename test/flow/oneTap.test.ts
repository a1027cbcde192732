import { afterEach, describe, expect, it } from 'vitest';
import { loadScript, OneTapEnded, promptOneTap, TRUSTED_TYPES_POLICY } from '../../src/flow/products/oauth/oneTap';

type Moment = Record<string, () => unknown>;
type Listener = (moment: Moment) => void;

/** A stand-in `google.accounts.id` that plays the moments and the credential a test scripts. */
function installGoogle(script: (listener: Listener, callback: (response: { credential?: string }) => void) => void) {
  const calls: { initialize?: Record<string, unknown>; cancelled: number } = { cancelled: 0 };
  (globalThis as Record<string, unknown>).google = {
    accounts: {
      id: {
        initialize(options: Record<string, unknown>) {
          calls.initialize = options;
        },
        prompt(listener: Listener) {
          script(listener, calls.initialize!.callback as (response: { credential?: string }) => void);
        },
        cancel() {
          calls.cancelled += 1;
        },
      },
    },
  };
  return calls;
}

const displayed: Moment = { isDisplayed: () => true, isNotDisplayed: () => false, isSkippedMoment: () => false };
const notDisplayed = (reason: string): Moment => ({ isNotDisplayed: () => true, getNotDisplayedReason: () => reason });
const skipped = (reason: string): Moment => ({ isNotDisplayed: () => false, isSkippedMoment: () => true, getSkippedReason: () => reason });

afterEach(() => {
  delete (globalThis as Record<string, unknown>).google;
});

describe('Google One Tap prompt (spec §4: the pending state ends on render, failure or cancel)', () => {
  it('initialises the client in the embedded container, renders, then hands over the picked account', async () => {
    let pick!: (response: { credential?: string }) => void;
    const calls = installGoogle((listener, callback) => {
      listener(displayed);
      pick = callback;
    });
    const prompt = promptOneTap('client-1.apps.googleusercontent.com', 'one-tap-1', 'nonce-1');
    expect(calls.initialize).toMatchObject({
      client_id: 'client-1.apps.googleusercontent.com',
      prompt_parent_id: 'one-tap-1',
      context: 'signin',
      nonce: 'nonce-1',
    });
    await expect(prompt.shown).resolves.toBeUndefined();
    pick({ credential: 'id-token' });
    await expect(prompt.credential).resolves.toBe('id-token');
    prompt.cancel();
    expect(calls.cancelled).toBe(1);
  });

  it('floating: no container is named', () => {
    const calls = installGoogle(() => undefined);
    promptOneTap('client', null);
    expect(calls.initialize).not.toHaveProperty('prompt_parent_id');
  });

  it.each([
    [notDisplayed('unregistered_origin'), 'origin_not_allowed_for_client'],
    [notDisplayed('invalid_client'), 'invalid_client'],
    [notDisplayed('opt_out_or_no_session'), 'not_displayed'],
    [skipped('user_cancel'), 'user_cancel'],
    [skipped('tap_outside'), 'user_cancel'],
  ])('a prompt that ends without a pick names why (%#)', async (moment, failure) => {
    installGoogle((listener) => listener(moment));
    const prompt = promptOneTap('client', 'one-tap-1');
    await expect(prompt.shown).rejects.toEqual(new OneTapEnded(failure as never));
    await expect(prompt.credential).rejects.toMatchObject({ failure });
  });

  it('closing the prompt after it rendered ends the wait for a pick', async () => {
    installGoogle((listener) => {
      listener(displayed);
      listener(skipped('user_cancel'));
    });
    const prompt = promptOneTap('client', 'one-tap-1');
    await expect(prompt.shown).resolves.toBeUndefined();
    await expect(prompt.credential).rejects.toMatchObject({ failure: 'user_cancel' });
  });

  it("fails at once when Google's script did not load", () => {
    expect(() => promptOneTap('client', null)).toThrow('google.accounts.id');
  });
});

describe("One Tap's script under Trusted Types (issue 26)", () => {
  const STAND_IN = 'http://localhost:4010/_emulator/one_tap/gsi/client';
  afterEach(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it("sets the script's src through one 'gatehouse' policy that lets only the configured One Tap script through", async () => {
    const policies: { name: string; createScriptURL(url: string): string }[] = [];
    const passedThrough: string[] = [];
    (globalThis as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
        policies.push({ name, ...rules });
        return {
          createScriptURL: (url: string) => {
            passedThrough.push(url);
            return rules.createScriptURL(url);
          },
        };
      },
    };
    // The unit environment loads no script files: the load fails, after the src was set.
    await expect(loadScript(STAND_IN)).rejects.toThrow(STAND_IN);
    expect(passedThrough).toEqual([STAND_IN]);
    expect(policies.map((p) => p.name)).toEqual([TRUSTED_TYPES_POLICY]);
    expect(TRUSTED_TYPES_POLICY).toBe('gatehouse');
    expect(() => policies[0]!.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
    expect(policies[0]!.createScriptURL(STAND_IN)).toBe(STAND_IN);
  });
});
