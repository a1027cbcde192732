import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackButton } from '../../src/primitives/BackButton';
import { Button } from '../../src/primitives/Button';
import { OTPField } from '../../src/primitives/OTPField';
import { TextField } from '../../src/primitives/TextField';

afterEach(cleanup);

const LIBRARY_STYLES = ['input-otp-style', 'react-aria-pressable-style'];

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
    // Both libraries add their element from a mount effect; by the time the field is focusable they have run.
    await screen.findByRole('textbox', { name: 'One-time passcode' });
    for (const id of LIBRARY_STYLES) expect(document.getElementById(id)?.tagName).toBe('TEMPLATE');
    expect(document.querySelectorAll('style#input-otp-style, style#react-aria-pressable-style')).toHaveLength(0);
    // What react-aria's <style> would have set, from the kit's stylesheet (Chromium serialises
    // `pan-x pan-y pinch-zoom` as its equivalent `manipulation`).
    expect(getComputedStyle(screen.getByRole('button', { name: 'Continue' })).touchAction).toBe('manipulation');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Back' })).touchAction).toBe('manipulation');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Show password' })).touchAction).toBe('manipulation');

    cleanup();
    for (const id of LIBRARY_STYLES) expect(document.getElementById(id)).toBeNull();
  });
});
