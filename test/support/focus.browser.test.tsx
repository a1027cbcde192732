import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { watchFocus } from './focus';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

/** A button that disables itself when pressed, as a form's did before issue 23: focus falls to <body>. */
function DisablesItself() {
  const [busy, setBusy] = useState(false);
  return (
    <button type="button" disabled={busy} onClick={() => setBusy(true)}>
      Send
    </button>
  );
}

describe('watchFocus', () => {
  it('catches focus falling to <body> when the focused control is disabled', async () => {
    render(<DisablesItself />);
    const watch = watchFocus();
    screen.getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement).toBe(document.body);
    // One more frame: the watch looks at every one.
    await new Promise(requestAnimationFrame);
    expect(watch.stop()).toContainEqual(expect.stringContaining('focus on <body> after <button> "Send"'));
  });

  it('does not count the page before anything was focused', async () => {
    render(<button type="button">Send</button>);
    const watch = watchFocus();
    await new Promise(requestAnimationFrame);
    expect(watch.stop()).toEqual([]);
  });
});
