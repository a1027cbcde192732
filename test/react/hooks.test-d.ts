// Type-level tests, run by Vitest's typecheck (the `unit` project): a wrong screen or action name is a type error.
import type { ActionName, FlowState, Pending, ScreenStateOf } from '../../src/flow';
import { useFlowSelector, usePending, useScreen } from '../../src/react';

describe('useScreen', () => {
  it("gives that screen's own typed state, or null", () => {
    expectTypeOf(useScreen<'OTPAuthenticate'>).returns.toEqualTypeOf<ScreenStateOf<'OTPAuthenticate'> | null>();
    expectTypeOf<NonNullable<ReturnType<typeof useScreen<'OTPAuthenticate'>>>>().toHaveProperty('expiresAt').toEqualTypeOf<number>();
    expectTypeOf<NonNullable<ReturnType<typeof useScreen<'PasswordResetForm'>>>>().toHaveProperty('autoLogin').toEqualTypeOf<boolean>();
  });

  it('rejects a screen that does not exist', () => {
    expectTypeOf(useScreen).parameter(0).toExtend<FlowState['screen']>();
    expectTypeOf<'OTPAuthenticat'>().not.toExtend<Parameters<typeof useScreen>[0]>();
    // @ts-expect-error a misspelt screen name.
    const useMisspelt = () => useScreen('OTPAuthenticat');
    void useMisspelt;
  });
});

describe('usePending and the pending action', () => {
  it('take only action names', () => {
    expectTypeOf<Pending['action']>().toEqualTypeOf<ActionName>();
    expectTypeOf<'otp.send'>().toExtend<ActionName>();
    expectTypeOf<'otp.sned'>().not.toExtend<ActionName>();
    // @ts-expect-error a misspelt action name.
    const useMisspelt = () => usePending('otp.sned');
    void useMisspelt;
    expectTypeOf(usePending).returns.toEqualTypeOf<boolean>();
  });
});

describe('useFlowSelector', () => {
  it('returns what the selector returns', () => {
    const useSelected = () => useFlowSelector((state) => state.otpState.otpDestination);
    expectTypeOf(useSelected).returns.toEqualTypeOf<string>();
  });
});
