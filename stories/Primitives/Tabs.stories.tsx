import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/i18n';
import { Tabs, type TabItem } from '../../src/primitives/Tabs';
import { Text } from '../../src/primitives/Text';

/** Main's labels for its tabs (the primitive knows no product: Main passes its labels and name). */
const LABELS = { sms: m['main.tabs.sms'], whatsapp: m['main.tabs.whatsapp'], email: m['main.tabs.email'] } as const;
type Method = keyof typeof LABELS;

/** The Main screen's tabs (spec §2: Text, WhatsApp, Email), each with a stand-in for its form. */
const otpTabs = (methods: Method[] = ['sms', 'whatsapp', 'email'], disabled: Method[] = []): TabItem<Method>[] =>
  methods.map((method) => ({
    value: method,
    label: LABELS[method],
    content: <Text>{`${LABELS[method]} form`}</Text>,
    disabled: disabled.includes(method),
  }));

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { 'aria-label': m['main.tabs.label'], items: otpTabs(), onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Choose how to receive your code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Text' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('WhatsApp form');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('whatsapp');
  },
};

/**
 * Only two methods configured (tabs appear only with more than one method, spec §2). Also captured in forced
 * colours: the selected tab's bar, without a focus ring over it, must stay visible there (issue 23).
 */
export const TwoMethods: Story = {
  args: { items: otpTabs(['sms', 'email']) },
  parameters: { visual: { forcedColors: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { items: otpTabs(undefined, ['whatsapp']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Text' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveFocus();
  },
};

/** Controlled by the caller through `value` / `onValueChange`. */
export const Controlled: Story = {
  render: () => {
    const Controlled = () => {
      const [value, setValue] = useState<string>('email');
      return (
        <Tabs
          aria-label="Sign-in method"
          value={value}
          onValueChange={setValue}
          items={[
            { value: 'sms', label: 'Text', content: <Text>Text form</Text> },
            { value: 'email', label: 'Email', content: <Text>Email form</Text> },
          ]}
        />
      );
    };
    return <Controlled />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Tabs aria-label={m['main.tabs.label']} items={otpTabs()} />
      <Tabs aria-label={m['main.tabs.label']} items={otpTabs(['whatsapp', 'email'], ['email'])} />
      <Tabs
        aria-label="Long labels"
        items={[
          { value: 'a', label: 'A much longer tab label that wraps', content: <Text>First</Text> },
          { value: 'b', label: 'Another long label', content: <Text>Second</Text> },
        ]}
      />
      <div dir="rtl">
        <Tabs
          dir="rtl"
          aria-label="طرق الاستلام"
          items={[
            { value: 'sms', label: 'رسالة نصية', content: <Text>نموذج</Text> },
            { value: 'email', label: 'البريد الإلكتروني', content: <Text>نموذج</Text> },
          ]}
        />
      </div>
    </div>
  ),
};
