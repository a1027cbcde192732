/**
 * A library the kit builds on appends a `<style>` to document.head the first time one of its components
 * mounts — unless an element with that id already exists — and never removes it:
 *
 * - input-otp: `input-otp-style` (hides the real input's selection and autofill colours).
 *
 * Under a strict Content-Security-Policy (`style-src 'self'`) such an element is a violation, its rules do
 * not reach elements inside a shadow root, and it outlives the widget. Its rules ship in the kit's own
 * stylesheet instead (OTPField.css.ts), and while a component that would add one is mounted, an inert
 * `<template>` holds the id so the library finds it and adds nothing. The last holder to unmount removes it.
 * (react-aria's usePress did the same with `react-aria-pressable-style`; the kit's buttons are native
 * buttons now and use no press hook.)
 */
import { useLayoutEffect } from 'react';

export type HeldStyleId = 'input-otp-style';

const holders = new Map<HeldStyleId, { count: number; placeholder: HTMLTemplateElement | null }>();

/** Holds `id` in the document until the returned function is called. */
function holdStyleId(id: HeldStyleId): () => void {
  const entry = holders.get(id) ?? { count: 0, placeholder: null };
  holders.set(id, entry);
  entry.count += 1;
  if (entry.count === 1 && !document.getElementById(id)) {
    entry.placeholder = document.createElement('template');
    entry.placeholder.id = id;
    document.head.append(entry.placeholder);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.count -= 1;
    if (entry.count === 0) {
      entry.placeholder?.remove();
      entry.placeholder = null;
    }
  };
}

/**
 * Holds `id` while the calling component is mounted. A layout effect runs before every passive effect of
 * the same commit, so before the library's own mount effect looks for the id.
 */
export function useHeldStyleId(id: HeldStyleId): void {
  useLayoutEffect(() => holdStyleId(id), [id]);
}
