import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialState, reduce, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { PASSKEY_AUTOFILL_RETRIES } from '../../src/constants';
import { passkeyAutofillAvailable } from '../../src/flow/browser';
import { fakePasskey, fakeSignIn } from '../../stories/support/fakeServices';
import { tables } from './support';

const config: WidgetConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };

/** Feeds events through `reduce`, collecting every command. */
function run(state: FlowState, ...events: FlowEvent[]) {
  const commands = [];
  for (const event of events) {
    const next = reduce(state, event, { config }, tables);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

const main = (patch: Partial<FlowState> = {}): FlowState => ({ ...initialState(), ...patch }) as FlowState;
const done = (id: number, action: string, result: unknown, input: unknown = undefined, background = false) =>
  ({ type: 'DONE', id, action, input, result, ...(background ? { background } : {}) }) as FlowEvent;
const failed = (id: number, action: string, error: object, input: unknown = undefined, background = false) =>
  ({
    type: 'FAILED',
    id,
    action,
    input,
    error: { message: 'failed', name: 'Error', ...error },
    ...(background ? { background } : {}),
  }) as FlowEvent;

describe('passkey login by button (spec §4 "Passkey login", §8)', () => {
  it('starts the ceremony; success shows PasskeyConfirmation, clears the error and completes the flow', () => {
    const pressed = run(main({ errorMessage: { text: 'old' } }), { type: 'PASSKEY_LOGIN' });
    expect(pressed.state.pending).toEqual({ id: 1, action: 'passkeys.authenticate' });
    expect(pressed.commands).toEqual([{ type: 'call', id: 1, action: 'passkeys.authenticate', input: undefined }]);
    const { state, commands } = run(pressed.state, done(1, 'passkeys.authenticate', { data: { user_id: 'u' } }));
    expect(state).toMatchObject({ screen: 'PasskeyConfirmation', errorMessage: null, pending: null });
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'PASSKEY_AUTHENTICATE', data: { user_id: 'u' } } },
      { type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: { user_id: 'u' } } },
      // Issue 39: the Signal API's accepted passkeys, in the background; no upgrade after a passkey sign-in.
      { type: 'call', id: 2, action: 'passkeys.signedIn', input: { user: undefined, upgrade: false }, background: true },
    ]);
  });

  it('a passkey deleted from the account gives the not-found text; any other failure the generic one', () => {
    const pressed = run(main(), { type: 'PASSKEY_LOGIN' }).state;
    const notFound = run(pressed, failed(1, 'passkeys.authenticate', { errorType: 'webauthn_registration_not_found' }));
    expect(notFound.state.errorMessage).toEqual({ key: 'error.passkeyNotFound' });
    expect(notFound.state.pending).toBeNull();
    expect(notFound.commands).toContainEqual(expect.objectContaining({ type: 'report' }));
    const cancelled = run(pressed, failed(1, 'passkeys.authenticate', { name: 'NotAllowedError' }));
    expect(cancelled.state.errorMessage).toEqual({ key: 'error.passkeyLogin' });
  });

  it('an empty answer is an error', () => {
    const pressed = run(main(), { type: 'PASSKEY_LOGIN' }).state;
    const { state, commands } = run(pressed, done(1, 'passkeys.authenticate', { data: null }));
    expect(state.screen).toBe('Main');
    expect(state.errorMessage).toEqual({ key: 'error.passkeyEmpty' });
    expect(commands).toEqual([{ type: 'report', error: expect.objectContaining({ name: 'EmptyPasskeyResponse' }) }]);
  });
});

describe('passkey autofill on Main (spec §5 conditional mediation)', () => {
  const supported = (patch: Partial<FlowState> = {}) => main({ env: { passkeyAutofill: true, wallets: null }, ...patch });

  it('starts once the input is on the page and the browser can autofill passkeys', () => {
    const waiting = run(main(), { type: 'PASSKEY_AUTOFILL_READY' });
    expect(waiting.commands).toEqual([]);
    const detected = run(waiting.state, done(1, 'env.detect', { passkeyAutofill: true, wallets: [] }, undefined, true));
    expect(detected.commands).toEqual([{ type: 'call', id: 1, action: 'passkeys.autofill', input: undefined, background: true }]);
    expect(detected.state).toMatchObject({ screen: 'Main', autofill: { inputReady: true, running: 1, failures: 0 } });
    // The form mounting again (a tab switch, React StrictMode) does not start a second ceremony.
    expect(run(detected.state, { type: 'PASSKEY_AUTOFILL_READY' }).commands).toEqual([]);
  });

  it('is cancelled when the user takes another path, and starts again when Main is idle', () => {
    const waiting = run(supported(), { type: 'PASSKEY_AUTOFILL_READY' }).state;
    const submitted = run(waiting, { type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    expect(submitted.commands).toEqual([
      { type: 'call', id: 2, action: 'otp.send', input: { method: 'email', destination: 'ada@example.com', resend: false } },
      { type: 'cancel', id: 1 },
    ]);
    expect(submitted.state).toMatchObject({ autofill: { running: null } });
    // The send fails: back to an idle Main, so autofill waits again.
    const retried = run(
      submitted.state,
      failed(
        2,
        'otp.send',
        { message: 'Unable to contact our servers.' },
        { method: 'email', destination: 'ada@example.com', resend: false },
      ),
    );
    expect(retried.commands).toContainEqual({ type: 'call', id: 3, action: 'passkeys.autofill', input: undefined, background: true });
  });

  it('leaving Main cancels it; back on Main it waits for the input again', () => {
    const waiting = run(supported(), { type: 'PASSKEY_AUTOFILL_READY' }).state;
    const wallet = run({ ...waiting, env: { passkeyAutofill: true, wallets: [{ id: 'w', option: 'metamask' }] } } as FlowState, {
      type: 'WALLET_SELECT',
      wallet: 'w',
    });
    expect(wallet.state.screen).toBe('CryptoConnect');
    expect(wallet.commands).toContainEqual({ type: 'cancel', id: 1 });
    const back = run(wallet.state, { type: 'GO_MAIN' });
    expect(back.commands.filter((c) => c.type === 'call')).toEqual([]);
    expect(run(back.state, { type: 'PASSKEY_AUTOFILL_READY' }).commands).toEqual([
      { type: 'call', id: 3, action: 'passkeys.autofill', input: undefined, background: true },
    ]);
  });

  it('a passkey picked from the list signs the user in', () => {
    const waiting = run(supported(), { type: 'PASSKEY_AUTOFILL_READY' }).state;
    const { state, commands } = run(waiting, done(1, 'passkeys.autofill', { data: { user_id: 'u' } }, undefined, true));
    expect(state.screen).toBe('PasskeyConfirmation');
    expect(commands.filter((c) => c.type === 'emit').map((c) => c.type === 'emit' && c.event.type)).toEqual([
      'PASSKEY_AUTHENTICATE',
      'AUTHENTICATE_FLOW_COMPLETE',
    ]);
  });

  it('when the browser cannot autofill here after all, Main shows the button', () => {
    const waiting = run(supported(), { type: 'PASSKEY_AUTOFILL_READY' }).state;
    const { state, commands } = run(waiting, done(1, 'passkeys.autofill', { data: null }, undefined, true));
    expect(state.env.passkeyAutofill).toBe(false);
    expect(commands).toEqual([]);
  });

  it('a ceremony the browser ends is retried quietly up to 5 times, then the button shows and the host hears it', () => {
    let state = run(supported(), { type: 'PASSKEY_AUTOFILL_READY' }).state;
    for (let attempt = 1; attempt <= PASSKEY_AUTOFILL_RETRIES; attempt += 1) {
      const id = state.screen === 'Main' ? state.autofill!.running! : -1;
      const next = run(state, failed(id, 'passkeys.autofill', { name: 'NotAllowedError' }, undefined, true));
      expect(next.commands).toEqual([{ type: 'call', id: id + 1, action: 'passkeys.autofill', input: undefined, background: true }]);
      expect(next.state.errorMessage).toBeNull();
      state = next.state;
    }
    const id = state.screen === 'Main' ? state.autofill!.running! : -1;
    const last = run(state, failed(id, 'passkeys.autofill', { name: 'NotAllowedError' }, undefined, true));
    expect(last.state.env.passkeyAutofill).toBe(false);
    expect(last.commands).toEqual([{ type: 'report', error: expect.objectContaining({ name: 'NotAllowedError' }) }]);
  });

  it('the API refusing the picked passkey is shown, and autofill waits again', () => {
    const waiting = run(supported(), { type: 'PASSKEY_AUTOFILL_READY' }).state;
    const { state, commands } = run(
      waiting,
      failed(1, 'passkeys.autofill', { errorType: 'webauthn_registration_not_found' }, undefined, true),
    );
    expect(state.errorMessage).toEqual({ key: 'error.passkeyNotFound' });
    expect(commands).toEqual([
      { type: 'report', error: expect.objectContaining({ errorType: 'webauthn_registration_not_found' }) },
      { type: 'call', id: 2, action: 'passkeys.autofill', input: undefined, background: true },
    ]);
  });

  it('an answer from a cancelled ceremony is ignored', () => {
    const waiting = run(supported(), { type: 'PASSKEY_AUTOFILL_READY' }).state;
    const { state, commands } = run(waiting, done(7, 'passkeys.autofill', { data: { user_id: 'u' } }, undefined, true));
    expect(state).toBe(waiting);
    expect(commands).toEqual([]);
  });
});

describe('passkey registration mode (spec §2, §4 "Passkey registration", §8)', () => {
  const start = () => initialState({ mode: 'passkeyRegistration' });
  const laptop = fakePasskey('1', 'Laptop');
  const phone = fakePasskey('2', 'Phone');
  const success = (patch: Partial<FlowState> = {}): FlowState =>
    ({
      ...start(),
      screen: 'PasskeyRegistrationSuccess',
      registrations: [laptop, phone],
      editing: null,
      deleting: null,
      ...patch,
    }) as FlowState;

  it('loads the signed-in user first; without one (or when it cannot be fetched) only the error shows', () => {
    const init = run(start(), { type: 'INIT' });
    expect(init.commands).toContainEqual({ type: 'call', id: 3, action: 'passkeys.user', input: undefined });
    expect(init.state.pending).toEqual({ id: 3, action: 'passkeys.user' });
    const loaded = run(init.state, done(3, 'passkeys.user', { registrations: [laptop] }));
    expect(loaded.state).toMatchObject({ screen: 'PasskeyRegistrationStart', noUser: false, registrations: [laptop] });
    const missing = run(init.state, failed(3, 'passkeys.user', { name: 'NoCurrentSession' }));
    expect(missing.state).toMatchObject({ screen: 'PasskeyRegistrationStart', noUser: true, pending: null });
    expect(missing.commands).toEqual([{ type: 'report', error: expect.objectContaining({ name: 'NoCurrentSession' }) }]);
    expect(run(missing.state, { type: 'PASSKEY_CREATE' }).commands).toEqual([]);
  });

  it('creates a passkey: PasskeyRegistrationSuccess with the list, and PASSKEY_REGISTER', () => {
    const creating = run(start(), { type: 'PASSKEY_CREATE' });
    expect(creating.commands).toEqual([{ type: 'call', id: 1, action: 'passkeys.register', input: undefined }]);
    const { state, commands } = run(
      creating.state,
      done(1, 'passkeys.register', { data: { webauthn_registration_id: '1' }, registrations: [laptop] }),
    );
    expect(state).toMatchObject({
      screen: 'PasskeyRegistrationSuccess',
      registrations: [laptop],
      editing: null,
      deleting: null,
      errorMessage: null,
    });
    expect(commands).toEqual([{ type: 'emit', event: { type: 'PASSKEY_REGISTER', data: { webauthn_registration_id: '1' } } }]);
  });

  it('an already-registered credential and any other failure have their own texts', () => {
    const creating = run(start(), { type: 'PASSKEY_CREATE' }).state;
    expect(run(creating, failed(1, 'passkeys.register', { name: 'InvalidStateError' })).state.errorMessage).toEqual({
      key: 'error.passkeyAlreadyRegistered',
    });
    expect(run(creating, failed(1, 'passkeys.register', { errorType: 'duplicate_webauthn_registration' })).state.errorMessage).toEqual({
      key: 'error.passkeyAlreadyRegistered',
    });
    expect(run(creating, failed(1, 'passkeys.register', { name: 'NotAllowedError' })).state.errorMessage).toEqual({
      key: 'error.passkeyNotCreated',
    });
  });

  it('Skip records the skip and shows the list; another passkey goes back to the start; Done records done', () => {
    const loaded = { ...start(), registrations: [laptop] } as FlowState;
    const skipped = run(loaded, { type: 'PASSKEY_SKIP' });
    expect(skipped.state).toMatchObject({ screen: 'PasskeyRegistrationSuccess', registrations: [laptop] });
    expect(skipped.commands).toEqual([{ type: 'emit', event: { type: 'PASSKEY_SKIP', data: null } }]);
    expect(run(skipped.state, { type: 'PASSKEY_ANOTHER' }).state).toMatchObject({
      screen: 'PasskeyRegistrationStart',
      noUser: false,
      registrations: [laptop],
    });
    const done = run(skipped.state, { type: 'PASSKEY_DONE' });
    expect(done.commands).toEqual([{ type: 'emit', event: { type: 'PASSKEY_DONE', data: null } }]);
    // The user hears that Done was taken, whatever the host does next (issue 23).
    expect(done.state.notices.at(-1)).toMatchObject({ tone: 'success', message: { key: 'passkeySuccess.doneNotice' } });
  });

  it('in edit mode add and done do nothing; saving renames at once and rolls back when the call fails', () => {
    const editing = run(success(), { type: 'PASSKEY_EDIT', id: laptop.webauthn_registration_id }).state;
    expect(editing).toMatchObject({ editing: laptop.webauthn_registration_id });
    expect(run(editing, { type: 'PASSKEY_DONE' }).commands).toEqual([]);
    expect(run(editing, { type: 'PASSKEY_ANOTHER' }).state).toBe(editing);

    const renamed = run(editing, { type: 'PASSKEY_RENAME', id: laptop.webauthn_registration_id, name: ' Work laptop ' });
    const input = { id: laptop.webauthn_registration_id, name: 'Work laptop', previous: 'Laptop' };
    expect(renamed.commands).toEqual([{ type: 'call', id: 1, action: 'passkeys.rename', input, background: true }]);
    expect(renamed.state).toMatchObject({ editing: null, registrations: [{ name: 'Work laptop' }, { name: 'Phone' }] });
    const rolledBack = run(renamed.state, failed(1, 'passkeys.rename', { message: 'boom' }, input, true));
    expect(rolledBack.state).toMatchObject({ registrations: [{ name: 'Laptop' }, { name: 'Phone' }], errorMessage: null });
    expect(rolledBack.commands).toEqual([{ type: 'report', error: expect.objectContaining({ message: 'boom' }) }]);

    // The same name sends nothing.
    expect(run(editing, { type: 'PASSKEY_RENAME', id: laptop.webauthn_registration_id, name: 'Laptop' }).commands).toEqual([]);
  });

  it('delete mode: Cancel keeps the row; Delete removes it at once and puts it back where it was when the call fails', () => {
    const deleting = run(success(), { type: 'PASSKEY_DELETE', id: laptop.webauthn_registration_id }).state;
    expect(deleting).toMatchObject({ deleting: laptop.webauthn_registration_id });
    expect(run(deleting, { type: 'PASSKEY_DELETE_CANCEL' }).state).toMatchObject({ deleting: null, registrations: [laptop, phone] });

    const removed = run(deleting, { type: 'PASSKEY_DELETE_CONFIRM' });
    expect(removed.state).toMatchObject({ deleting: null, registrations: [phone] });
    expect(removed.commands).toEqual([
      { type: 'call', id: 1, action: 'passkeys.delete', input: { registration: laptop, index: 0 }, background: true },
    ]);
    const restored = run(removed.state, failed(1, 'passkeys.delete', {}, { registration: laptop, index: 0 }, true));
    expect(restored.state).toMatchObject({ registrations: [laptop, phone] });
    expect(run(removed.state, done(1, 'passkeys.delete', undefined, { registration: laptop, index: 0 }, true)).state).toBe(removed.state);
  });
});

describe('after a sign-in: the Signal API and the automatic passkey upgrade (issue 39)', () => {
  const both: WidgetConfig = { products: ['passwords', 'passkeys'] };
  const data = fakeSignIn();
  /** PasswordCreateOrLogin for a returning password user, then the password's sign-in. */
  function passwordSignIn(cfg: WidgetConfig) {
    const steps: FlowEvent[] = [
      { type: 'PASSWORD_EMAIL_SUBMIT', email: 'ada@example.com' },
      done(1, 'passwords.search', { userType: 'password', sent: null }, { email: 'ada@example.com' }),
      { type: 'PASSWORD_LOGIN', password: 'right' },
      done(2, 'passwords.authenticate', { data }, { email: 'ada@example.com', password: 'right' }),
    ];
    let state = main();
    let last: { state: FlowState; commands: unknown[] } = { state, commands: [] };
    for (const event of steps) {
      last = reduce(state, event, { config: cfg }, tables);
      state = last.state;
    }
    return last;
  }

  it('after a password sign-in, asks for the upgrade in the background once the confirmation shows', () => {
    const { state, commands } = passwordSignIn(both);
    expect(state.screen).toBe('PasswordConfirmation');
    expect(commands.at(-1)).toEqual({
      type: 'call',
      id: 3,
      action: 'passkeys.signedIn',
      input: { user: data.user, upgrade: true },
      background: true,
    });
    expect(state.pending).toBeNull();
  });

  it('passkeyOptions.automaticUpgrade: false still signals, without the upgrade; without passkeys, neither', () => {
    expect(passwordSignIn({ ...both, passkeyOptions: { automaticUpgrade: false } }).commands.at(-1)).toMatchObject({
      action: 'passkeys.signedIn',
      input: { upgrade: false },
    });
    expect(passwordSignIn({ products: ['passwords'] }).commands).not.toContainEqual(
      expect.objectContaining({ action: 'passkeys.signedIn' }),
    );
  });

  it('a passkey the upgrade made is told to the host; none, nothing', () => {
    const confirmed = passwordSignIn(both).state;
    const made = reduce(confirmed, done(3, 'passkeys.signedIn', data, { user: data.user, upgrade: true }, true), { config: both }, tables);
    expect(made.state.screen).toBe('PasswordConfirmation');
    expect(made.commands).toEqual([{ type: 'emit', event: { type: 'PASSKEY_REGISTER', data } }]);
    expect(reduce(confirmed, done(3, 'passkeys.signedIn', null, undefined, true), { config: both }, tables).commands).toEqual([]);
  });
});

describe('passkey autofill support (spec §5; issue 39: WebAuthn Level 3 first)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes getClientCapabilities()’s conditionalGet, else isConditionalMediationAvailable(), else none', async () => {
    const older = { isConditionalMediationAvailable: async () => true };
    vi.stubGlobal('PublicKeyCredential', { ...older, getClientCapabilities: async () => ({ conditionalGet: false }) });
    expect(await passkeyAutofillAvailable()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', { ...older, getClientCapabilities: async () => ({}) });
    expect(await passkeyAutofillAvailable()).toBe(true);
    vi.stubGlobal('PublicKeyCredential', older);
    expect(await passkeyAutofillAvailable()).toBe(true);
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await passkeyAutofillAvailable()).toBe(false);
  });
});
