// The account page's transitions as tables (issue 39): a change runs as a call command; a refusal for a stale
// session opens the fresh-factor prompt and keeps the change as data, which a passing factor issues again;
// each success tells the host and is announced, each failure shows in its section and is reported.
import { describe, expect, it } from 'vitest';
import { initialAccountState, reduceAccount, type AccountFlowEvent, type AccountState } from '../../src/account/reduce';
import { APIError } from '../../src/client';
import { toFlowError } from '../../src/flow/errors';
import { fakeAccountUser } from '../../stories/support/fakeAccount';

const refusal = (error_type: string) =>
  toFlowError(new APIError({ request_id: 'r', status_code: 400, error_type, error_message: 'Authenticate again.', error_url: '' }));

const signedIn = (): AccountState => initialAccountState(fakeAccountUser());

const addPhone = {
  type: 'RUN',
  run: 1,
  key: 'contacts.send',
  action: 'otp.send',
  input: { channel: 'sms', destination: '+14155550100' },
} satisfies AccountFlowEvent;

/** Reduces each event in turn: the last state, and the commands of every step. */
function play(state: AccountState, ...events: AccountFlowEvent[]) {
  const commands = [];
  for (const event of events) {
    const next = reduceAccount(state, event);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

/** `addPhone` refused for a stale session. */
function refused(errorType = 'stale_factors') {
  const running = reduceAccount(signedIn(), addPhone);
  const [call] = running.commands;
  if (call?.type !== 'call') throw new Error('no call');
  return reduceAccount(running.state, {
    type: 'FAILED',
    id: call.id,
    action: 'otp.send',
    input: addPhone.input,
    error: refusal(errorType),
  });
}

describe('reduceAccount', () => {
  it('runs a change as the named action with its input, its section busy', () => {
    const { state, commands } = reduceAccount(signedIn(), addPhone);
    expect(state.busy).toBe('contacts.send');
    expect(commands).toEqual([{ type: 'call', id: 1, action: 'otp.send', input: { channel: 'sms', destination: '+14155550100' } }]);
  });

  it('ignores a second change while one is in flight, answering its caller with nothing', () => {
    const running = reduceAccount(signedIn(), addPhone).state;
    const second = reduceAccount(running, {
      type: 'RUN',
      run: 2,
      key: 'profile',
      action: 'account.updateName',
      input: { first_name: 'A' },
    });
    expect(second.state).toBe(running);
    expect(second.commands).toEqual([{ type: 'answer', run: 2, answer: null }]);
  });

  it('on success tells the host, announces it and answers the caller', () => {
    const run: AccountFlowEvent = {
      type: 'RUN',
      run: 3,
      key: 'profile',
      action: 'account.updateName',
      input: { first_name: 'Ada' },
      success: { event: { type: 'ACCOUNT_NAME_UPDATE', data: { name: { first_name: 'Ada' } } }, notice: { key: 'account.profile.saved' } },
    };
    const { state, commands } = play(signedIn(), run, {
      type: 'DONE',
      id: 1,
      action: 'account.updateName',
      input: { first_name: 'Ada' },
      result: undefined,
    });
    expect(state).toMatchObject({ busy: null, change: null, pending: null });
    expect(commands.slice(1)).toEqual([
      { type: 'emit', event: { type: 'ACCOUNT_NAME_UPDATE', data: { name: { first_name: 'Ada' } } } },
      { type: 'announce', message: { key: 'account.profile.saved' } },
      { type: 'answer', run: 3, answer: { value: undefined } },
    ]);
  });

  it('shows a failure in its section and reports it', () => {
    const offline = toFlowError(new Error('offline'));
    const { state, commands } = play(signedIn(), addPhone, {
      type: 'FAILED',
      id: 1,
      action: 'otp.send',
      input: addPhone.input,
      error: offline,
    });
    expect(state.errors['contacts.send']).toEqual({ text: 'offline' });
    expect(state).toMatchObject({ busy: null, change: null, stepUp: null });
    expect(commands.slice(1)).toEqual([
      { type: 'report', error: offline },
      { type: 'answer', run: 1, answer: null },
    ]);
  });

  it('a refusal for a stale session opens the prompt where the user acted and keeps the change, unanswered', () => {
    const { state, commands } = refused();
    expect(state.stepUp).toEqual({ key: 'contacts.send', need: 'change_factors', sent: null });
    expect(state.change).toMatchObject({ run: 1, key: 'contacts.send', action: 'otp.send', input: addPhone.input });
    expect(state.busy).toBeNull();
    expect(commands).toEqual([]);
    expect(refused('session_too_old_to_reset_password').state.stepUp?.need).toBe('reset_password');
  });

  it('a fresh factor that passes tells the host and issues the same call again, whose answer goes to the first caller', () => {
    const prompt = refused().state;
    const { state, commands } = play(
      prompt,
      { type: 'STEP_UP_RUN', run: 2, factor: 'totp', action: 'totp.authenticate', input: '123456' },
      { type: 'DONE', id: 2, action: 'totp.authenticate', input: '123456', result: null },
    );
    expect(commands).toEqual([
      { type: 'call', id: 2, action: 'totp.authenticate', input: '123456' },
      { type: 'emit', event: { type: 'ACCOUNT_STEP_UP', data: { factor: 'totp' } } },
      { type: 'answer', run: 2, answer: { value: null } },
      { type: 'call', id: 3, action: 'otp.send', input: addPhone.input },
    ]);
    expect(state.busy).toBe('contacts.send');
    const done = reduceAccount(state, { type: 'DONE', id: 3, action: 'otp.send', input: addPhone.input, result: { method_id: 'm' } });
    expect(done.state).toMatchObject({ stepUp: null, change: null, busy: null });
    expect(done.commands).toEqual([{ type: 'answer', run: 1, answer: { value: { method_id: 'm' } } }]);
  });

  it('the prompt sends a code to enter, and shows a factor that fails in the prompt', () => {
    const prompt = refused().state;
    const sent = play(
      prompt,
      { type: 'STEP_UP_RUN', run: 2, factor: 'email', action: 'otp.send', input: { channel: 'email', destination: 'ada@example.com' } },
      {
        type: 'DONE',
        id: 2,
        action: 'otp.send',
        input: { channel: 'email', destination: 'ada@example.com' },
        result: { method_id: 'm-1' },
      },
    ).state;
    expect(sent.stepUp?.sent).toEqual({ methodId: 'm-1' });
    const wrong = toFlowError(
      new APIError({ request_id: 'r', status_code: 404, error_type: 'otp_code_not_found', error_message: 'Wrong code.', error_url: '' }),
    );
    const { state, commands } = play(
      sent,
      { type: 'STEP_UP_RUN', run: 3, factor: 'email', action: 'otp.authenticate', input: { code: '000000', methodId: 'm-1' } },
      { type: 'FAILED', id: 3, action: 'otp.authenticate', input: { code: '000000', methodId: 'm-1' }, error: wrong },
    );
    expect(state.errors['stepUp']).toMatchObject({ text: 'Wrong code.' });
    expect(state.stepUp).not.toBeNull();
    expect(state.change).not.toBeNull();
    expect(commands.slice(1)).toEqual([
      { type: 'report', error: wrong },
      { type: 'answer', run: 3, answer: null },
    ]);
  });

  it('a cancelled prompt ends the change with no answer: nothing told, nothing reported, a step in flight dropped', () => {
    const prompt = refused().state;
    const checking = reduceAccount(prompt, {
      type: 'STEP_UP_RUN',
      run: 2,
      factor: 'passkey',
      action: 'passkeys.authenticate',
      input: undefined,
    });
    const { state, commands } = reduceAccount(checking.state, { type: 'STEP_UP_CANCEL' });
    expect(state).toMatchObject({ stepUp: null, change: null, pending: null, busy: null });
    expect(commands).toEqual([
      { type: 'cancel', id: 2 },
      { type: 'answer', run: 2, answer: null },
      { type: 'answer', run: 1, answer: null },
    ]);
    // The dropped step's late answer changes nothing.
    const late = reduceAccount(state, { type: 'DONE', id: 2, action: 'passkeys.authenticate', input: undefined, result: null });
    expect(late).toEqual({ state, commands: [] });
  });

  it('a second stale refusal after a passing factor fails the change instead of asking again', () => {
    const retried = play(
      refused().state,
      {
        type: 'STEP_UP_RUN',
        run: 2,
        factor: 'password',
        action: 'passwords.authenticate',
        input: { email: 'a@example.com', password: 'p' },
      },
      { type: 'DONE', id: 2, action: 'passwords.authenticate', input: { email: 'a@example.com', password: 'p' }, result: null },
    ).state;
    const { state } = reduceAccount(retried, {
      type: 'FAILED',
      id: 3,
      action: 'otp.send',
      input: addPhone.input,
      error: refusal('stale_factors'),
    });
    expect(state).toMatchObject({ stepUp: null, change: null, errors: { 'contacts.send': { text: 'Authenticate again.' } } });
  });

  it('fetches the user once the page starts, and follows the client after', () => {
    const start = reduceAccount(initialAccountState(null), { type: 'INIT' });
    expect(start.state.loading).toBe(true);
    expect(start.commands).toEqual([{ type: 'call', id: 1, action: 'account.refresh', input: undefined, background: true }]);
    const user = fakeAccountUser();
    const loaded = reduceAccount(start.state, {
      type: 'DONE',
      id: 1,
      action: 'account.refresh',
      input: undefined,
      result: user,
      background: true,
    });
    expect(loaded.state).toMatchObject({ user, loading: false });
    expect(reduceAccount(loaded.state, { type: 'USER', user: null }).state).toMatchObject({ user: null, loading: false });
    const failed = reduceAccount(start.state, {
      type: 'FAILED',
      id: 1,
      action: 'account.refresh',
      input: undefined,
      error: toFlowError(new Error('offline')),
      background: true,
    });
    expect(failed).toEqual({ state: { ...start.state, loading: false }, commands: [] });
  });

  it("a section's own check that fails shows there and is reported", () => {
    const error = toFlowError(new Error('Invalid phone number.'));
    expect(reduceAccount(signedIn(), { type: 'FAIL', key: 'contacts.send', error })).toEqual({
      state: { ...signedIn(), errors: { 'contacts.send': { text: 'Invalid phone number.' } } },
      commands: [{ type: 'report', error }],
    });
  });
});
