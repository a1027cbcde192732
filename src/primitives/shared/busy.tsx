/**
 * A form's fields while its request is on its way (issue 23 "focus never lost"). A native `<fieldset
 * disabled>` blurs the focused input: focus falls to `<body>`, a screen reader loses its place and the keys
 * typed next go nowhere. Instead the fieldset is marked `aria-busy` and the fields inside turn read-only: they
 * keep focus and show their value, nothing can change what is being sent, and the screen's submit handler
 * ignores a second submit while the first is pending.
 */
import { createContext, useContext, type ReactNode } from 'react';

const BusyContext = createContext(false);

/** Whether the nearest {@link BusyFieldset} is busy: the field makes itself read-only. */
export const useBusy = (): boolean => useContext(BusyContext);

export interface BusyFieldsetProps {
  /** A request is on its way: the fields inside are read-only and the fieldset `aria-busy`. */
  busy: boolean;
  className?: string;
  children: ReactNode;
}

/** A `<fieldset>` whose fields stay focusable but read-only while `busy` (in place of `disabled`). */
export function BusyFieldset({ busy, className, children }: BusyFieldsetProps) {
  return (
    <fieldset className={className} aria-busy={busy || undefined} data-pending={busy || undefined}>
      <BusyContext value={busy}>{children}</BusyContext>
    </fieldset>
  );
}
