/**
 * When a focused control draws its focus ring: after keyboard (or assistive-technology) interaction, not
 * after a pointer press — the same rule react-aria's useFocusRing applies, for the kit's native buttons.
 *
 * CSS `:focus-visible` alone would differ in one case that matters to the kit: a click that reaches the page
 * as script events (Testing Library, automation, some assistive tools) focuses the button programmatically,
 * and Chromium then shows the ring because it saw no real pointer. Tracking the last interaction from the
 * events themselves treats every pointer press alike, so a pressed button never shows the ring.
 */
import { useEffect, useState, type FocusEvent } from 'react';

type Modality = 'keyboard' | 'pointer' | 'virtual';

/** Nothing yet counts as keyboard: a control focused by script on load shows its ring, as in react-aria. */
let modality: Modality = 'virtual';
const listeners = new Set<() => void>();
const installed = new WeakSet<Document>();

function set(next: Modality): void {
  if (next === modality) return;
  modality = next;
  for (const listener of listeners) listener();
}

function onKey(event: KeyboardEvent): void {
  // A modifier on its own or a shortcut (⌘/Ctrl/Alt + key) is not navigation.
  if (event.metaKey || event.ctrlKey || event.altKey || ['Shift', 'Meta', 'Control', 'Alt'].includes(event.key)) return;
  set('keyboard');
}

const onPointer = (): void => set('pointer');

/** A click without a pointer press before it (`detail` 0: Enter on a link, a screen reader's activation). */
function onClick(event: MouseEvent): void {
  if (event.detail === 0) set('virtual');
}

/** Listens on a document once, in the capture phase, so presses inside shadow roots count too. */
function install(doc: Document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('keyup', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  doc.addEventListener('mousedown', onPointer, true);
  doc.addEventListener('click', onClick, true);
}

const ringWanted = (): boolean => modality !== 'pointer';

/**
 * Focus handlers for a control and whether it shows its ring (`data-focus-visible` in the kit's CSS). The
 * ring appears if the user starts using the keyboard while the control has focus, too.
 */
export function useFocusRing(): {
  isFocusVisible: boolean;
  focusProps: { onFocus: (event: FocusEvent<HTMLElement>) => void; onBlur: () => void };
} {
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(false);
  // Listening from mount, so the press that first focuses the control is already seen.
  useEffect(() => install(document), []);
  useEffect(() => {
    if (!focused) return;
    const update = () => setVisible(ringWanted());
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, [focused]);
  return {
    isFocusVisible: focused && visible,
    focusProps: {
      onFocus: (event) => {
        install(event.currentTarget.ownerDocument);
        setFocused(true);
        setVisible(ringWanted());
      },
      onBlur: () => setFocused(false),
    },
  };
}
