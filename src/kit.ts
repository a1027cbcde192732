/**
 * `gatehouse-auth/kit`: the accessible primitives only the later screens use — the OTP field, the countdown, the QR
 * code, the strength meter, the passkey row, the progress bar, text and tokens, and the toasts — for hosts
 * composing their own screens (docs: Composing screens).
 *
 * Why not from the package root: a bundler with code splitting keeps a static import of every chunk a root
 * re-export reaches when a lazy chunk also uses it. esbuild then loaded and ran these primitives and their
 * libraries (react-aria, input-otp, uqr, Radix toast: 29 KB gzip) before `Login`'s first paint, whether the
 * page used them or not (issue 27). Their prop types stay exported from the root as well: types cost nothing.
 */
export {
  Countdown,
  OTPField,
  PasskeyRow,
  ProgressBar,
  QRCode,
  StrengthMeter,
  Text,
  ToastProvider,
  Token,
  useToast,
} from './primitives/index.js';
export type {
  CountdownProps,
  OTPFieldProps,
  PasskeyRowProps,
  ProgressBarProps,
  QRCodeProps,
  StrengthMeterProps,
  TextProps,
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastTone,
  TokenProps,
} from './primitives/index.js';
