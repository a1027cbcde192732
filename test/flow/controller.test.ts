import { describe, expect, it, vi } from 'vitest';
import { FlowController, initialState, type WidgetConfig, type WidgetEvent } from '../../src/flow';
import type { OTPAuthenticateResponse } from '../../src/client';
import type { OTPSendResponse } from '../../src/wire';
import { fakePasscodeSignIn, fakeServices } from '../../stories/support/fakeServices';
import { waitFor } from '../support/wait';

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** A promise with its resolve and reject exposed, so a test decides when a service answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('FlowController', () => {
  it('runs a send through the services and tells the host', async () => {
    const onEvent = vi.fn<(event: WidgetEvent) => void>();
    const controller = new FlowController({ services: fakeServices(), config, initial: initialState(), callbacks: { onEvent } });
    controller.send({ type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    expect(controller.getSnapshot().pending?.action).toBe('otp.send');
    await waitFor(() => expect(controller.getSnapshot().screen).toBe('OTPAuthenticate'));
    expect(onEvent).toHaveBeenCalledWith({ type: 'OTP_LOGIN_OR_CREATE', data: expect.objectContaining({ method_id: expect.any(String) }) });
  });

  it('a slow answer from an abandoned screen never moves the user', async () => {
    const slow = deferred<OTPAuthenticateResponse>();
    const controller = new FlowController({
      services: fakeServices({ otp: { authenticate: () => slow.promise } }),
      config,
      initial: initialState(),
    });
    controller.send({ type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    await waitFor(() => expect(controller.getSnapshot().screen).toBe('OTPAuthenticate'));
    controller.send({ type: 'OTP_CODE_SUBMIT', code: '123456' });
    // The user gives up and goes back; the code check answers only afterwards.
    controller.send({ type: 'GO_MAIN' });
    expect(controller.getSnapshot()).toMatchObject({ screen: 'Main', pending: null });
    slow.resolve(fakePasscodeSignIn());
    await slow.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.getSnapshot()).toMatchObject({ screen: 'Main', pending: null });
  });

  it('a failed call leaves nothing pending and reports the error', async () => {
    const onError = vi.fn();
    const failing = deferred<OTPSendResponse>();
    const send = vi.fn(() => failing.promise);
    const controller = new FlowController({
      services: fakeServices({ otp: { send } }),
      config,
      initial: initialState(),
      callbacks: { onError },
    });
    controller.send({ type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    // Failed once called for: the call may wait for the product's later chunk first, and a failure no one
    // awaits yet is an unhandled rejection.
    await waitFor(() => expect(send).toHaveBeenCalled());
    failing.reject(new Error('Unable to contact our servers.'));
    await waitFor(() => expect(controller.getSnapshot().pending).toBeNull());
    expect(controller.getSnapshot().errorMessage).toEqual({ text: 'Unable to contact our servers.' });
    expect(onError).toHaveBeenCalledWith({ name: 'Error', message: 'Unable to contact our servers.' });
  });

  it('stays alive through an unmount-and-remount in the same task, and stops after a real unmount', async () => {
    const pending = deferred<OTPSendResponse>();
    const controller = new FlowController({
      services: fakeServices({ otp: { send: () => pending.promise } }),
      config,
      initial: initialState(),
    });
    const first = controller.connect();
    first();
    const second = controller.connect();
    await Promise.resolve();
    expect(controller.isDisposed).toBe(false);
    controller.send({ type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    second();
    await Promise.resolve();
    expect(controller.isDisposed).toBe(true);
    pending.resolve({ request_id: 'r', status_code: 200, method_id: 'after-unmount' });
    await pending.promise;
    expect(controller.getSnapshot().screen).toBe('Main');
  });

  it('a host callback that throws does not stop the flow; the error goes to reportError', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const bug = new Error('host bug');
    const controller = new FlowController({
      services: fakeServices(),
      config,
      initial: initialState(),
      callbacks: {
        onEvent: () => {
          throw bug;
        },
      },
    });
    controller.send({ type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    await waitFor(() => expect(controller.getSnapshot().screen).toBe('OTPAuthenticate'));
    expect(reported).toHaveBeenCalledWith(bug);
    vi.unstubAllGlobals();
  });
});
