import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialState, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { useFlowSelector, usePending, useScreen, useSend } from '../../src/react';
import { EmailConfirmation, OTPAuthenticate } from '../../src/screens';
import { FlowProvider } from '../../src/widget';
import { fakeServices, FAKE_NOW, never } from '../../stories/support/fakeServices';
import { waitFor } from '../support/wait';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const config: WidgetConfig = { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } };

/** Seeds the flow, and hands back `send` and how many times `children` rendered. */
function renderCounted(state: FlowState, children: ReactNode) {
  let send!: (event: FlowEvent) => void;
  function Sender() {
    send = useSend();
    return null;
  }
  const renders = { count: 0 };
  render(
    <FlowProvider services={fakeServices({ otp: { send: never } })} config={config} initialState={state}>
      <Sender />
      <Profiler id="screen" onRender={() => void renders.count++}>
        {children}
      </Profiler>
    </FlowProvider>,
  );
  return { send: (event: FlowEvent) => act(() => send(event)), renders };
}

/** Lets the widget settle: the start-up answers (bootstrap), focus moving into the boxes, the toast area loading. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

const onOTPAuthenticate = (): FlowState =>
  ({
    ...initialState(),
    screen: 'OTPAuthenticate',
    expiresAt: FAKE_NOW + 5 * 60_000,
    entry: 0,
    otpState: { type: 'sms', methodId: 'phone-number-test-1', otpDestination: '+15550100123' },
  }) as FlowState;

describe('screens re-render only for what they read', () => {
  it('a toast queued for the toast area does not re-render the passcode screen; a message under its boxes does', async () => {
    const { send, renders } = renderCounted(onOTPAuthenticate(), <OTPAuthenticate />);
    await settle();
    const first = renders.count;
    expect(first).toBeGreaterThan(0);

    await send({ type: 'NOTIFY', tone: 'success', message: { key: 'otp.resent' } });
    // The toast area takes the toast (NOTICE_SHOWN): nothing the screen reads changes.
    await settle();
    expect(renders.count).toBe(first);

    await send({ type: 'FIELD_INVALID', field: 'code', message: { key: 'error.otpInvalid' } });
    expect(renders.count).toBeGreaterThan(first);
  });

  it('an action in flight re-renders the screen once, for its busy state, and not again while nothing it reads changes', async () => {
    const state = { ...initialState(), screen: 'EmailConfirmation', magicLinkState: { email: 'ada@example.com' } } as FlowState;
    const { send, renders } = renderCounted(state, <EmailConfirmation />);
    await settle();
    const first = renders.count;
    await send({ type: 'MAGIC_LINK_RESEND' });
    // The resend is taken once the flow's later parts are in (each flow loads them for itself): wait for its render.
    await waitFor(() => expect(renders.count).toBeGreaterThan(first));
    const pending = renders.count;
    // A field message on a field this screen does not have.
    await send({ type: 'FIELD_INVALID', field: 'phone', message: { key: 'validation.phone' } });
    expect(renders.count).toBe(pending);
  });
});

describe('the typed hooks', () => {
  it("useScreen gives the screen's own state while it is current, else null; usePending names actions", async () => {
    const seen: unknown[] = [];
    function Probe() {
      const screen = useScreen('OTPAuthenticate');
      const verifying = usePending('otp.authenticate');
      const busy = usePending();
      const destination = useFlowSelector((state) => state.otpState.otpDestination);
      seen.push({ screen, verifying, busy, destination });
      return null;
    }
    const { send } = renderCounted(onOTPAuthenticate(), <Probe />);
    expect(seen.at(-1)).toEqual({
      screen: { screen: 'OTPAuthenticate', expiresAt: FAKE_NOW + 5 * 60_000, entry: 0 },
      verifying: false,
      busy: false,
      destination: '+15550100123',
    });
    await send({ type: 'OTP_RESEND' });
    // Taken once the flow's later parts are in (each flow loads them for itself).
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ verifying: false, busy: true }));
    await send({ type: 'GO_MAIN' });
    expect(seen.at(-1)).toMatchObject({ screen: null, busy: false });
  });
});
