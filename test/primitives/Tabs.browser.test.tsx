import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { useText } from '../../src/i18n';
import { Tabs } from '../../src/primitives/Tabs';

// Events here are real browser input (CDP), not wrapped in act(); React need not warn about that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

/** Main's labels for its tabs. */
const LABELS = { sms: 'main.tabs.sms', whatsapp: 'main.tabs.whatsapp', email: 'main.tabs.email' } as const;

function MainTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const t = useText();
  return (
    <Tabs
      aria-label={t('main.tabs.label')}
      onValueChange={onValueChange}
      items={(['sms', 'whatsapp', 'email'] as const).map((method) => ({
        value: method,
        label: t(LABELS[method]),
        content: <p>{`${method} form`}</p>,
      }))}
    />
  );
}

describe('Tabs', () => {
  it('are labelled Text, WhatsApp and Email from the catalogue, the first selected', () => {
    render(<MainTabs />);
    expect(screen.getByRole('tablist', { name: 'Choose how to receive your code' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Text' })).toHaveTextContent('sms form');
  });

  it('move between Text, WhatsApp and Email with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<MainTabs onValueChange={onValueChange} />);
    const tab = (name: string) => screen.getByRole('tab', { name });

    await userEvent.keyboard('{Tab}');
    expect(tab('Text')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(tab('WhatsApp')).toHaveFocus();
    expect(tab('WhatsApp')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('whatsapp form');

    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Email')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('email form');

    // Wraps around at the ends.
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Text')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Email')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Text')).toHaveFocus();

    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['whatsapp', 'email', 'sms', 'email', 'sms']);
  });

  it('skip a disabled tab', async () => {
    render(
      <Tabs
        aria-label="Sign-in method"
        items={[
          { value: 'sms', label: 'Text', content: null },
          { value: 'whatsapp', label: 'WhatsApp', content: null, disabled: true },
          { value: 'email', label: 'Email', content: null },
        ]}
      />,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
  });

  it('follow right-to-left text: ArrowLeft moves to the next tab', async () => {
    render(
      <div dir="rtl">
        <MainTabs />
      </div>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('WhatsApp')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Text')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Email')).toHaveAttribute('aria-selected', 'true');
  });

  it('are one tab stop, the selected tab, followed by its panel', async () => {
    render(
      <>
        <button type="button">before</button>
        <MainTabs />
      </>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toHaveTextContent('email form');
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toHaveFocus();
    // Each tab controls a panel that exists; the unselected ones are hidden and empty.
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    expect(document.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
  });

  it('follow the caller when controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs
        aria-label="Sign-in method"
        value="email"
        onValueChange={onValueChange}
        items={[
          { value: 'sms', label: 'Text', content: 'sms form' },
          { value: 'email', label: 'Email', content: 'email form' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    expect(onValueChange).toHaveBeenCalledWith('sms');
    // Not selected until the caller says so.
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    rerender(
      <Tabs
        aria-label="Sign-in method"
        value="sms"
        onValueChange={onValueChange}
        items={[
          { value: 'sms', label: 'Text', content: 'sms form' },
          { value: 'email', label: 'Email', content: 'email form' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('sms form');
  });
});
