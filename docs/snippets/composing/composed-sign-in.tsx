// The widget's screens placed in the host's own layout: Main sits beside a marketing column, and the passcode
// screen opens in the host's own dialog. Everything reads the flow from the one `FlowProvider`, so the screens
// stay in step.
import { useEffect, useRef } from 'react';
import { FlowProvider, Main, OTPAuthenticate, OTPConfirmation, useScreen, useSend, type WidgetConfig } from 'gatehouse-auth';
import type { GatehouseClient } from 'gatehouse-auth/client';
import './composed-sign-in.css';

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } };

/** The host's dialog: open while the flow asks for the passcode. */
function PasscodeDialog() {
  // The passcode screen's own state while it is current (else null); the dialog reads only that it is.
  const open = useScreen('OTPAuthenticate') !== null;
  const send = useSend();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // showModal() focuses the dialog's first control (the back arrow); the user came to type the code.
      element.querySelector<HTMLInputElement>('[data-part="otp-field"] input')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="example-dialog"
      aria-label="Confirm it's you"
      // Escape closes the dialog: take the flow back to Main with it.
      onCancel={() => send({ type: 'GO_MAIN' })}
    >
      <OTPAuthenticate />
    </dialog>
  );
}

export function ComposedSignIn({ client }: { client: GatehouseClient }) {
  return (
    <FlowProvider client={client} config={config}>
      <div className="example-layout">
        <section className="example-marketing" aria-labelledby="example-title">
          <h2 id="example-title">Acme Cloud</h2>
          <p>Deploy in seconds. Sign in with a one-time passcode: no password to remember.</p>
        </section>
        <div className="example-form">
          <Main />
          <OTPConfirmation />
        </div>
      </div>
      <PasscodeDialog />
    </FlowProvider>
  );
}
