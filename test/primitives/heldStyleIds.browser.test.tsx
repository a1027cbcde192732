import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackButton } from '../../src/primitives/BackButton';
import { Button } from '../../src/primitives/Button';
import { OTPField } from '../../src/primitives/OTPField';
import { TextField } from '../../src/primitives/TextField';

afterEach(cleanup);

/** Ids the kit holds while a component that would add them is mounted. */
const HELD = ['input-otp-style'];

describe('styles libraries would inject at runtime', () => {
  it('are never added as <style> elements; the kit styles the parts itself and leaves nothing behind', async () => {
    render(
      <>
        <Button>Continue</Button>
        <BackButton onBack={() => undefined} />
        <TextField label="Password" type="password" />
        <OTPField />
      </>,
    );
    // input-otp adds its element from a mount effect; by the time the field is focusable it has run.
    await screen.findByRole('textbox', { name: 'One-time passcode' });
    for (const id of HELD) expect(document.getElementById(id)?.tagName).toBe('TEMPLATE');
    // Nor react-aria's press style: the buttons are native and use no press hook.
    expect(document.querySelectorAll('style#input-otp-style, #react-aria-pressable-style')).toHaveLength(0);
    // The touch-action react-aria's <style> used to set, from the kit's stylesheet (Chromium serialises
    // `pan-x pan-y pinch-zoom` as its equivalent `manipulation`).
    expect(getComputedStyle(screen.getByRole('button', { name: 'Continue' })).touchAction).toBe('manipulation');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Back' })).touchAction).toBe('manipulation');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Show password' })).touchAction).toBe('manipulation');

    cleanup();
    for (const id of HELD) expect(document.getElementById(id)).toBeNull();
  });
});
