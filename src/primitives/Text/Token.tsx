import { Fragment, type ReactNode } from 'react';
import { formatMessageParts, useActiveMessages, type MessageParams } from '../../i18n/index.js';
import * as styles from './Text.css.js';

export interface TokenProps {
  /** An email address, a phone number, a code: something read as one piece. */
  children: string;
  /** Stable styling hook. @default 'token' */
  part?: string;
}

/**
 * Keeps an address or a number whole inside running text: it moves to the next line as one piece (and only
 * breaks inside when it is wider than the whole line), and as a `<bdi>` it keeps its own direction, so in a
 * right-to-left sentence "+1 555 0100" stays in order. That direction is set left to right rather than left
 * to `auto`: an address, a number or a code is written left to right whatever the sentence, and a phone
 * number written for people has no letter for `auto` to go by. Inside a {@link Message}, the punctuation
 * right after it is kept on its line too.
 */
export function Token({ children, part = 'token' }: TokenProps) {
  return (
    <bdi dir="ltr" className={styles.token} data-part={part}>
      {children}
    </bdi>
  );
}

export interface MessageProps {
  /**
   * The message in the active language with its placeholders unfilled, as `t` gives a key without values:
   * `t('otp.sentTo')` ('A {digits}-digit passcode was sent to you at {destination}.'). The screen brings the text,
   * so a primitive carries no screen's English (issue 36).
   */
  text: string;
  /** Its placeholders' values that are read as one piece (an email, a phone number); each is shown as a {@link Token}. */
  values: Record<string, string>;
  /** Its other parameters, written as `t` writes them: a select's choice (`channel`), a count (`digits`). */
  params?: MessageParams;
}

/**
 * A catalogue message whose values (emails, phone numbers) are kept whole: each value with the
 * punctuation that follows it ("0100.") wraps as one piece, and reads in order in right-to-left text.
 */
export function Message({ text, values, params }: MessageProps) {
  const { intl: locale } = useActiveMessages();
  const tokens = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }]));
  // The locale's plural rules and digits for the message's other placeholders, as `t` would use; a number or
  // a select's choice is written into the text (formatMessageParts gives only the tokens back as parts).
  const parts = formatMessageParts<{ value: string } | string | number>(text, { ...params, ...tokens }, locale) as (
    string | { value: string }
  )[];
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (typeof part === 'string') {
      out.push(part);
      continue;
    }
    // Punctuation glued to the value goes into the value's unbreakable group.
    const next = parts[i + 1];
    const glued = typeof next === 'string' ? (/^[^\s]+/.exec(next)?.[0] ?? '') : '';
    out.push(
      <span key={i} className={styles.tokenGroup} data-part="token-group">
        <Token>{part.value}</Token>
        {glued}
      </span>,
    );
    if (glued && typeof next === 'string') {
      parts[i + 1] = next.slice(glued.length);
    }
  }
  return (
    <>
      {out.map((node, i) => (
        <Fragment key={i}>{node}</Fragment>
      ))}
    </>
  );
}
