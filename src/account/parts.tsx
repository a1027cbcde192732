/** What the account page's sections share: the section frame, the remove button with the last-way rule, code entry, focus. */
import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode, type Ref } from 'react';
import type { User } from '../wire/index.js';
import { Banner } from '../primitives/Banner/index.js';
import { Button } from '../primitives/Button/index.js';
import { Heading } from '../primitives/Heading/index.js';
import { OTPField } from '../primitives/OTPField/index.js';
import { Message, Text } from '../primitives/Text/index.js';
import { useAccount, useAccountText } from './context.js';
import { StepUpPrompt } from './StepUpPrompt.js';
import * as styles from './AccountSettings.css.js';

/**
 * Focus to move once the next render is on the page (a button that appears in place of a form, a heading in
 * place of a removed row): focus is never left on an element that is gone (issue 23: no drop to `<body>`).
 */
export function useFocusLater(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    target()?.focus();
  });
  return useCallback((target) => {
    pending.current = target;
    rendered();
  }, []);
}

export interface SectionProps {
  /** Its name: `data-part="account-<name>"`, and the prefix of the store actions it runs (their errors and prompts show here). */
  name: string;
  header: string;
  /** Receives the heading's focusable wrapper, where focus goes when the row the user was on is gone. */
  headingRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * One section of the page: its heading, the last failure of its actions, its content, and the fresh-factor
 * prompt when one of its actions was refused for a stale session (inline, where the user acted: issue 39).
 */
export function Section({ name, header, headingRef, children }: SectionProps) {
  const t = useAccountText();
  const id = useId();
  const ours = (action: string) => action === name || action.startsWith(`${name}.`);
  const error = useAccount((state) => Object.entries(state.errors).find(([action, message]) => message && ours(action))?.[1]);
  const prompted = useAccount((state) => (state.stepUp && ours(state.stepUp.key) ? state.stepUp.need : null));
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLDivElement | null>(null);
  const focused = useRef(false);
  // The element with focus may leave the page in any commit (a removed row, a closed form, the prompt done):
  // the browser then drops focus to <body> without a blur. Caught here, before the browser paints or runs
  // anything else, focus goes to the section's heading; a caller that knows better moves it on (issue 23).
  useLayoutEffect(() => {
    if (!focused.current || !section.current) return;
    const root = section.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    if (active && active !== section.current.ownerDocument.body) return;
    heading.current?.focus();
  });
  const setHeading = useCallback(
    (element: HTMLDivElement | null) => {
      heading.current = element;
      if (typeof headingRef === 'function') headingRef(element);
      else if (headingRef) headingRef.current = element;
    },
    [headingRef],
  );
  return (
    <section
      ref={section}
      className={styles.section}
      aria-labelledby={id}
      data-part={`account-${name}`}
      onFocus={() => (focused.current = true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = false;
      }}
    >
      <div ref={setHeading} tabIndex={-1} className={styles.focusTarget} data-part="account-section-heading">
        <Heading level={3} id={id} visuallyHidden={false}>
          {header}
        </Heading>
      </div>
      {error ? <Banner>{t(error)}</Banner> : null}
      {children}
      {prompted ? <StepUpPrompt need={prompted} /> : null}
    </section>
  );
}

/** The ways to sign in a user has (a second factor is not one): the last one cannot be removed (issue 39). */
export function signInWays(user: User): number {
  return (
    user.emails.length +
    user.phone_numbers.length +
    user.webauthn_registrations.length +
    user.providers.length +
    user.crypto_wallets.length +
    (user.password ? 1 : 0)
  );
}

/**
 * An address or a number inside a sentence the page writes as plain text (a toast, a button's name): kept whole
 * and left to right in any language, '+1…' not '…1+' in Arabic (U+2066 … U+2069, issue 40).
 */
export const leftToRight = (value: string): string => `\u2066${value}\u2069`;

/** A name the user gave or a provider's, in whatever script, kept in its own direction (U+2068 … U+2069, issue 40). */
export const ownDirection = (value: string): string => `\u2068${value}\u2069`;

export interface RemoveButtonProps {
  /** What is removed, for the button's name ('Remove ada@example.com'). */
  item: string;
  /** Whether `item` is an address or a number, kept whole and left to right in any script (issue 40). */
  ltr?: boolean;
  /** Whether it is a way to sign in (the last one is kept, and why is said). */
  signIn: boolean;
  /** Whether the store's action for it is running. */
  loading: boolean;
  onRemove: () => void;
}

/**
 * 'Remove' for one item. Pressed on the user's last way to sign in it removes nothing and says why, under the
 * button and to screen readers at once (issue 39: explained, not just disabled); focus stays on it.
 */
export function RemoveButton({ item, ltr = false, signIn, loading, onRemove }: RemoveButtonProps) {
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const [explained, setExplained] = useState(false);
  const id = useId();
  const last = signIn && user !== null && signInWays(user) <= 1;
  return (
    <>
      <Button
        variant="secondary"
        part="account-remove"
        loading={loading}
        aria-describedby={explained ? id : undefined}
        onPress={() => (last ? setExplained(true) : onRemove())}
      >
        {ltr ? <Message text={t('account.remove')} values={{ item }} /> : t('account.remove', { item })}
      </Button>
      {explained && last ? (
        <div role="alert" id={id} data-part="account-last-way">
          <Text size="helper">{t('account.lastWay')}</Text>
        </div>
      ) : null}
    </>
  );
}

export interface CodeEntryProps {
  label?: string;
  /** Checks the code; resolves whether it passed. */
  onCode: (code: string) => Promise<boolean>;
  autoFocus?: boolean;
}

/**
 * The OTP boxes for a code: checked on the sixth digit, read-only (still focused) while it is, cleared and
 * focused again when it is refused (the section's banner says why).
 */
export function CodeEntry({ label, onCode, autoFocus = true }: CodeEntryProps) {
  const [entry, setEntry] = useState(0);
  const [checking, setChecking] = useState(false);
  return (
    <OTPField
      key={entry}
      label={label}
      autoFocus={autoFocus || entry > 0}
      readOnly={checking}
      onComplete={(code) => {
        setChecking(true);
        void onCode(code).then((passed) => {
          setChecking(false);
          if (!passed) setEntry((n) => n + 1);
        });
      }}
    />
  );
}

/** 'Cancel' in a section's form: Escape anywhere in it does the same. */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  const t = useAccountText();
  return (
    <Button variant="secondary" part="account-cancel" onPress={onCancel}>
      {t('account.cancel')}
    </Button>
  );
}

/** Whether `action` (or any when left out) is running. */
export const useBusy = (action?: string) => useAccount((state) => (action ? state.busy === action : state.busy !== null));
