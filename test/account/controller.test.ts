// The account page on the controller core (issue 39): the sections' calls answer through it, a change refused
// for a stale session runs again once a fresh factor passes, and an unmount stops what is in flight.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountController, type AccountEvent } from '../../src/account/store';
import { fakeAccountServices, fakeAccountUser } from '../../stories/support/fakeAccount';
import { fakePasskey } from '../../stories/support/fakeServices';

describe('AccountController', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a fresh factor when a change is refused for a stale session, then makes it and answers its caller', async () => {
    const events: AccountEvent[] = [];
    const controller = new AccountController(fakeAccountServices({ stale: true }), { onEvent: (event) => events.push(event) }, 30);
    controller.connect();
    const name = { first_name: 'Augusta', last_name: 'King' };
    const answer = controller.run('profile', 'account.updateName', name, { event: { type: 'ACCOUNT_NAME_UPDATE', data: { name } } });
    await vi.waitFor(() => expect(controller.getSnapshot().stepUp).toMatchObject({ key: 'profile', need: 'change_factors' }));
    expect(events).toEqual([]);
    expect(await controller.stepUp('password', 'passwords.authenticate', { email: 'ada@example.com', password: 'secret' })).not.toBeNull();
    expect(await answer).toEqual({ value: undefined });
    expect(controller.getSnapshot()).toMatchObject({ stepUp: null, busy: null, user: { name } });
    expect(events.map((event) => event.type)).toEqual(['ACCOUNT_STEP_UP', 'ACCOUNT_NAME_UPDATE']);
  });

  it('stays through an unmount-and-remount in one task; a real unmount drops the answer in flight', async () => {
    const onEvent = vi.fn();
    let finish = () => undefined as void;
    const services = fakeAccountServices();
    services.account.signOut = () => new Promise<void>((resolve) => (finish = resolve));
    const controller = new AccountController(services, { onEvent }, 30);
    controller.connect()();
    const detach = controller.connect();
    await Promise.resolve();
    expect(controller.isDisposed).toBe(false);
    void controller.run('signOut', 'account.signOut', undefined, { event: { type: 'ACCOUNT_SIGN_OUT', data: null } });
    await vi.waitFor(() => expect(controller.getSnapshot().busy).toBe('signOut'));
    detach();
    await Promise.resolve();
    expect(controller.isDisposed).toBe(true);
    finish();
    // The next task: every microtask of the answer's way has run.
    await new Promise((resolve) => setTimeout(resolve));
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("tells the password manager the user's new name after a rename, where the browser can be told, without waiting for it", async () => {
    // The Signal API at the browser's boundary (issue 39 item 2): a call that never settles blocks nothing.
    const signalCurrentUserDetails = vi.fn(() => new Promise<void>(() => undefined));
    vi.stubGlobal('PublicKeyCredential', { signalCurrentUserDetails });
    const passkey = { ...fakePasskey('1', 'Work laptop'), public_key_credential_id: 'credential-1', user_handle: 'handle-1' };
    const services = fakeAccountServices({ user: fakeAccountUser({ webauthn_registrations: [passkey] }) });
    const controller = new AccountController(services, {}, 30);
    const name = { first_name: 'Augusta', last_name: 'King' };
    expect(await controller.run('profile', 'account.updateName', name)).toEqual({ value: undefined });
    expect(signalCurrentUserDetails).toHaveBeenCalledWith({
      rpId: 'localhost',
      userId: 'handle-1',
      name: 'ada@example.com',
      displayName: 'Augusta King',
    });
    // A browser without the Signal API: the rename is made all the same.
    vi.unstubAllGlobals();
    expect(await controller.run('profile', 'account.updateName', { first_name: 'Ada' })).toEqual({ value: undefined });
  });
});
