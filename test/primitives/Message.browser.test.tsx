import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '../../src/i18n';
import { passcodeEntryText } from '../../src/i18n/english/PasscodeEntry';
import { Message, Text } from '../../src/primitives/Text';
import { ThemeProvider } from '../../src/theme';

afterEach(cleanup);

function SentTo({ destination }: { destination: string }) {
  return (
    <Text>
      <Message text={passcodeEntryText['otp.sentTo']} values={{ destination }} params={{ channel: 'email', digits: 6 }} />
    </Text>
  );
}

function renderAt(width: number, destination: string, dir: 'ltr' | 'rtl' = 'ltr') {
  return render(
    <MessagesProvider>
      <ThemeProvider>
        <div dir={dir} style={{ width }}>
          <SentTo destination={destination} />
        </div>
      </ThemeProvider>
    </MessagesProvider>,
  );
}

/** The box of the sentence's final full stop. */
function fullStop(container: HTMLElement): DOMRect {
  const paragraph = container.querySelector('p')!;
  const group = paragraph.querySelector('[data-part="token-group"]')!;
  const last = group.lastChild!;
  const range = document.createRange();
  range.setStart(last, (last.textContent ?? '').length - 1);
  range.setEnd(last, (last.textContent ?? '').length);
  return range.getBoundingClientRect();
}

describe('a message with an address or a number in it', () => {
  it.each(['+1 555 0100', 'ada.lovelace@example.com'])('keeps %s on one line at every width it fits', (value) => {
    // From 240px (wider than either value with its full stop) up to the card's 400px.
    for (let width = 240; width <= 400; width += 7) {
      const { container, unmount } = renderAt(width, value);
      const token = container.querySelector('[data-part="token"]')!;
      expect(token.textContent).toBe(value);
      const lines = new Set([...token.getClientRects()].map((rect) => Math.round(rect.top)));
      expect(lines.size, `${value} at ${width}px`).toBe(1);
      // The full stop stays with the value (on its line) instead of starting a line of its own.
      const stop = fullStop(container);
      const box = token.getBoundingClientRect();
      expect(stop.top < box.bottom && stop.bottom > box.top, `full stop at ${width}px`).toBe(true);
      unmount();
    }
  });

  it('keeps a number in order and the full stop on the sentence side in right-to-left text', () => {
    const { container } = renderAt(600, '+1 555 0100', 'rtl');
    const token = container.querySelector('[data-part="token"]')!;
    // Isolated: its own direction (LTR digits), so "+1" comes first, at its left.
    expect(getComputedStyle(token).unicodeBidi).toBe('isolate');
    // Its groups laid out left to right inside the right-to-left sentence: "+1" before "0100".
    const text = token.firstChild!;
    const boxOf = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect();
    };
    expect(boxOf(0, 2).right).toBeLessThanOrEqual(boxOf(7, 11).left);
    const stop = fullStop(container);
    // In RTL the sentence ends on the left: the full stop is left of the number, not after it on the right.
    expect(stop.right).toBeLessThanOrEqual(token.getBoundingClientRect().left + 1);
  });

  it('still breaks a value wider than the whole line instead of overflowing', () => {
    const { container } = renderAt(120, 'a.very.long.address.indeed@example.com');
    const token = container.querySelector('[data-part="token"]') as HTMLElement;
    expect(token.getBoundingClientRect().width).toBeLessThanOrEqual(120);
  });
});
