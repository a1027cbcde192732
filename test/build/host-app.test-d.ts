// What a host app writes against the package: every entry imported, and lines that must NOT compile. Checked
// twice — by `tsc -b` against the source (tsconfig.test.json maps `gatehouse-auth` to src/), and by
// test/build/package-types.test.ts against the packed tarball under moduleResolution node16, nodenext and
// bundler with `skipLibCheck: false`. Types that silently became `any` under some resolver would leave an
// `@ts-expect-error` below without its error, which fails the compile.
import { GatehouseProvider, Login, useSession, type WidgetConfig, type WidgetEvent } from 'gatehouse-auth';
import { APIError, createClient } from 'gatehouse-auth/client';
import { defineElements, mountLogin } from 'gatehouse-auth/elements';
import { defaultTokens, vars } from 'gatehouse-auth/themes';
import { createSessionVerifier, hasFactors, type SessionClaims } from 'gatehouse-auth/server';
// The stylesheet, as a side-effect import: typed, so TypeScript 7 (TS2882) accepts it with no `*.css` declaration.
import 'gatehouse-auth/style.css';
// @ts-expect-error a misspelt export is not there.
import { createClinet } from 'gatehouse-auth/client';

// @ts-expect-error `createClient` is a function, not `any`.
export const notANumber: number = createClient;

export const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
// @ts-expect-error a product the widget does not have.
export const misspeltProduct: WidgetConfig = { products: ['otpp'] };
// @ts-expect-error no products at all: the widget would have nothing to offer.
export const noProducts: WidgetConfig = { products: [] };
// @ts-expect-error `otp` without `otpOptions.methods`: no way to send a passcode.
export const otpWithoutMethods: WidgetConfig = { products: ['otp'] };

/** `onEvent` narrows by `type`: a sign-in's answer carries the session, a sent code does not. */
export function sessionOf(event: WidgetEvent): string | null {
  if (event.type === 'OTP_AUTHENTICATE') return event.data.session.session_id;
  // @ts-expect-error a sent code is no sign-in: there is no session in its answer.
  if (event.type === 'OTP_LOGIN_OR_CREATE') return event.data.session.session_id;
  return null;
}

/** An API error's type is matched by name, and an unknown one is still a string. */
export const mustReset = (error: unknown): boolean => error instanceof APIError && error.error_type === 'reset_password';

export const primary: string = vars.colors.primary;
export const background: string = defaultTokens.container.backgroundColor;

export async function signedInWithApp(cookie: string): Promise<boolean> {
  const claims: SessionClaims | null = await createSessionVerifier({ projectId: 'project-test-1' }).getSession(cookie);
  return claims !== null && hasFactors(claims, ['totp']);
}

export { createClinet, defineElements, GatehouseProvider, Login, mountLogin, useSession };
