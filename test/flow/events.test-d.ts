// Type-level tests, checked by `tsc -b` (tsconfig.test.json): a wrong type fails the type check.
import { expectTypeOf, test } from 'vitest';
import type { FlowCallbacks, FlowError, WidgetEvent, WidgetEventType } from '../../src';
import type { APIError, APIErrorType, OTPAuthenticateResponse } from '../../src/client';
import type { OAuthProvider, OTPSendResponse, ResponseCommon, Session, User } from '../../src/wire';

type OnEvent = NonNullable<FlowCallbacks['onEvent']>;

test("onEvent narrows by type: each event's data is the API's answer for that step", () => {
  const onEvent: OnEvent = (event) => {
    if (event.type === 'OTP_AUTHENTICATE') {
      expectTypeOf(event.data).toEqualTypeOf<OTPAuthenticateResponse>();
      expectTypeOf(event.data.session).toEqualTypeOf<Session>();
      expectTypeOf(event.data.user).toEqualTypeOf<User>();
      expectTypeOf(event.data.method_id).toEqualTypeOf<string>();
    }
    if (event.type === 'OTP_LOGIN_OR_CREATE') {
      expectTypeOf(event.data).toEqualTypeOf<OTPSendResponse>();
      // @ts-expect-error a code was only sent: nobody is signed in yet.
      void event.data.session;
    }
    if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') expectTypeOf(event.data.session).toEqualTypeOf<Session>();
    if (event.type === 'MAGIC_LINK_LOGIN_OR_CREATE') expectTypeOf(event.data).toEqualTypeOf<ResponseCommon & { email: string }>();
    if (event.type === 'OAUTH_START') expectTypeOf(event.data).toEqualTypeOf<{ provider: OAuthProvider; url: string }>();
    if (event.type === 'PASSKEY_SKIP' || event.type === 'PASSKEY_DONE') expectTypeOf(event.data).toBeNull();
  };
  void onEvent;
  // Without narrowing, `data` is the union of every answer, not `unknown` or `any`.
  expectTypeOf<WidgetEvent['data']>().not.toBeAny();
  expectTypeOf<WidgetEvent['data']>().not.toBeUnknown();
  expectTypeOf<'OTP_AUTHENTICATED'>().not.toExtend<WidgetEventType>();
  // @ts-expect-error an event whose data does not match its type.
  const mismatched: WidgetEvent = { type: 'OTP_AUTHENTICATE', data: null };
  void mismatched;
});

test('error types are the catalogue, open to types a newer server answers with', () => {
  expectTypeOf<APIError['error_type']>().toEqualTypeOf<APIErrorType>();
  expectTypeOf<FlowError>().toHaveProperty('errorType').toEqualTypeOf<APIErrorType | undefined>();
  // Known types are offered by name; an unknown one from the server is still a string the type accepts.
  expectTypeOf<'reset_password'>().toExtend<APIErrorType>();
  expectTypeOf<'a_type_added_next_year'>().toExtend<APIErrorType>();
  expectTypeOf<APIErrorType>().toExtend<string>();
});
