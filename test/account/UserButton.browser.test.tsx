// UserButton (issue 39): nothing while signed out; signed in, the initials in a WAI-ARIA menu button — the
// arrows open the menu on its first or last item and move through it, Escape closes it with focus back on the
// button, and 'Sign out' signs out (the button then goes).
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserButton } from '../../src/account';
import { authData, ok, setup } from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

describe('UserButton', () => {
  it('is a menu button by keyboard, and is gone once the user signs out', async () => {
    const { client } = setup({
      'POST /otps/authenticate': ok(authData()),
      'POST /sessions/revoke': ok({ request_id: 'r', status_code: 200 }),
    });
    const { container } = render(<UserButton client={client} locale="en" />);
    expect(container.childElementCount).toBe(0);
    await act(() => client.otps.authenticate('123456', 'email-test-1', { session_duration_minutes: 30 }));

    // Its name starts with the initials it shows (WCAG 2.5.3).
    const button = await screen.findByRole('button', { name: 'AL Account menu for \u2066ada@example.com\u2069' });
    expect(button).toHaveTextContent('AL');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'ada@example.com' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Manage account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Manage account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => container.childElementCount).toBe(0);
  });

  it.each([
    ['start', { left: 0 }],
    ['end', { right: 0 }],
  ])('opens its menu in view with the button at the page’s %s edge', async (_edge, place) => {
    const { client } = setup({ 'POST /otps/authenticate': ok(authData()) });
    render(
      <div style={{ position: 'absolute', top: 0, ...place }}>
        <UserButton client={client} locale="en" />
      </div>,
    );
    await act(() => client.otps.authenticate('123456', 'email-test-1', { session_duration_minutes: 30 }));
    await userEvent.click(await screen.findByRole('button', { name: /^AL Account menu/ }));
    const box = (await screen.findByRole('menu')).getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  });
});
