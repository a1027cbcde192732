import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { TOAST_ERROR_DURATION_MS, TOAST_MAX_QUEUED, TOAST_SUCCESS_DURATION_MS } from '../../constants.js';
import { useText } from '../../i18n/index.js';
import { Icon } from '../Icon/index.js';
import * as styles from './Toast.css.js';

/** What a toast says about the outcome. */
export type ToastTone = 'success' | 'error';

/** Per-toast options. */
export interface ToastOptions {
  /**
   * How long the toast stays, in ms (paused while hovered or focused).
   * @default the provider's duration for the tone (success 2000, error 4000)
   */
  duration?: number;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a success toast ('Code resent', 'Email resent'); returns its id. */
  success: (text: string, options?: ToastOptions) => string;
  /** Shows an error toast ('[Error] Could not sign message'); returns its id. */
  error: (text: string, options?: ToastOptions) => string;
  /** Removes a toast before its time. */
  dismiss: (id: string) => void;
}

interface ToastEntry {
  id: string;
  tone: ToastTone;
  text: string;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside a <ToastProvider>.');
  return api;
}

export interface ToastProviderProps {
  /** How long a success toast stays, in ms. @default 2000 (spec §9) */
  successDuration?: number;
  /** How long an error toast stays, in ms. @default 4000 (spec §9) */
  errorDuration?: number;
  /**
   * Most toasts kept at once; adding one more drops the oldest.
   * @default 20 (spec §9)
   */
  maxToasts?: number;
  /**
   * Where Radix appends the screen-reader announcements. Pass the shadow root when the widget renders
   * in one, so the live region is in the same tree as the widget.
   * @default document.body
   */
  announcerContainer?: Element | DocumentFragment;
  /** What may call `useToast()`; the toast area renders after it. */
  children?: ReactNode;
}

/**
 * The toast area (spec §2 "A toast area shows success and error messages"; §9 durations, limit, colours).
 * Radix Toast supplies the behaviour: each toast is announced through a live region (errors
 * assertively as `foreground`, successes politely as `background`), timers pause on hover and focus,
 * F8 jumps to the toasts, and Escape, swipe or the close button dismiss one.
 *
 * Focus (issue 23): the toast area shows a focus ring when F8 brings focus there, and when the last toast
 * closes with focus in it (Escape, the close button) focus goes back to where it was before it entered the
 * area, instead of staying on an empty list no one can see. F8 with no toast leaves focus where it is.
 */
export function ToastProvider({
  successDuration = TOAST_SUCCESS_DURATION_MS,
  errorDuration = TOAST_ERROR_DURATION_MS,
  maxToasts = TOAST_MAX_QUEUED,
  announcerContainer,
  children,
}: ToastProviderProps) {
  const t = useText();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const viewport = useRef<HTMLOListElement>(null);
  // Where focus was before it entered the toast area (F8, or Tab from the page).
  const cameFrom = useRef<HTMLElement | null>(null);
  const focusInArea = () => {
    const area = viewport.current;
    if (!area) return false;
    const active = (area.getRootNode() as Document | ShadowRoot).activeElement;
    return active !== null && area.contains(active);
  };
  const restoreFocus = () => {
    const target = cameFrom.current;
    cameFrom.current = null;
    if (target?.isConnected) target.focus();
  };
  const onAreaFocus = (event: FocusEvent<HTMLOListElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    // F8 with nothing to show: Radix would leave focus on an empty list; it goes straight back.
    if (event.target === event.currentTarget && toasts.length === 0) restoreFocus();
  };
  useEffect(() => {
    // The last toast went while focus was in the area (Radix moves it to the list as a toast closes).
    if (toasts.length === 0 && focusInArea()) restoreFocus();
  }, [toasts.length]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, text: string, options?: ToastOptions) => {
      nextId.current += 1;
      const id = `gh-toast-${nextId.current}`;
      const duration = options?.duration ?? (tone === 'error' ? errorDuration : successDuration);
      // Spec §9: at most 20; beyond that the oldest goes, so the newest message is never lost.
      setToasts((current) => [...current, { id, tone, text, duration }].slice(-maxToasts));
      return id;
    },
    [errorDuration, successDuration, maxToasts],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (text, options) => show('success', text, options),
      error: (text, options) => show('error', text, options),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <RadixToast.Provider label={t('toast.label')} announcerContainer={announcerContainer}>
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {toasts.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          className={styles.toast({ tone: entry.tone })}
          data-part="toast"
          data-tone={entry.tone}
          type={entry.tone === 'error' ? 'foreground' : 'background'}
          duration={entry.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(entry.id);
          }}
        >
          <ToastIcon tone={entry.tone} />
          <RadixToast.Description className={styles.text} data-part="toast-text">
            {entry.text}
          </RadixToast.Description>
          <RadixToast.Close className={styles.close} data-part="toast-close" aria-label={t('common.dismiss')}>
            <Icon name="close" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* `{hotkey}` in the label is filled in by Radix ("Notifications (F8)"). */}
      <RadixToast.Viewport
        ref={viewport}
        className={styles.viewport}
        data-part="toast-viewport"
        label={t('toast.viewportLabel')}
        onFocus={onAreaFocus}
      />
    </RadixToast.Provider>
  );
}

/** A check or an exclamation mark, so the tone does not rest on colour alone. */
function ToastIcon({ tone }: { tone: ToastTone }) {
  return <Icon name={tone === 'success' ? 'checkCircle' : 'alertCircle'} part="toast-icon" />;
}
