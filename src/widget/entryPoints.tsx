import { CurrentScreen, type ScreenOverrides } from './CurrentScreen.js';
import { FlowProvider, type FlowProviderProps } from './FlowProvider.js';
import { serverFirst } from './registry.js';

// Each entry point's first screen, loaded with the module on a server so `renderToString` has it (issue 38).
const resetFirst = /* @__PURE__ */ serverFirst('PasswordResetForm');
const registrationFirst = /* @__PURE__ */ serverFirst('PasskeyRegistrationStart');

/** `Omit` for each member of a union, so the client-or-services choice of the provider's props survives. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The provider's props (a client, or fake services in stories and tests) less what the entry point sets. */
export type LoginProps = OmitEach<FlowProviderProps, 'mode' | 'passwordResetToken' | 'children'> & {
  /** Replace or wrap any screen: `{ OTPAuthenticate: ({ Default }) => <MyDialog><Default /></MyDialog> }`. */
  screens?: ScreenOverrides;
};

/** The sign-in widget, starting on Main (spec §1 login mode). */
export function Login({ screens, ...props }: LoginProps) {
  return (
    <FlowProvider {...props} mode="login">
      <CurrentScreen screens={screens} />
    </FlowProvider>
  );
}

export type ResetPasswordProps = LoginProps & {
  /**
   * The reset token from the emailed link. When left out it is read from the page's URL
   * (`?stytch_token_type=reset_password&token=…`, or `login` to log in by itself; spec §2).
   */
  passwordResetToken?: string;
};

/** The reset-password widget, starting on PasswordResetForm (spec §1). */
export function ResetPassword({ screens, passwordResetToken, ...props }: ResetPasswordProps) {
  return (
    <FlowProvider {...props} mode="resetPassword" passwordResetToken={passwordResetToken}>
      <CurrentScreen screens={screens} loaded={resetFirst} />
    </FlowProvider>
  );
}

export type PasskeyRegistrationProps = LoginProps;

/** Passkey registration for the signed-in user, starting on PasskeyRegistrationStart (spec §1). */
export function PasskeyRegistration({ screens, ...props }: PasskeyRegistrationProps) {
  return (
    <FlowProvider {...props} mode="passkeyRegistration">
      <CurrentScreen screens={screens} loaded={registrationFirst} />
    </FlowProvider>
  );
}
