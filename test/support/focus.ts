/**
 * A keyboard user's focus must never fall to `<body>` (issue 23): keys typed then are lost, and a screen
 * reader starts again from the top of the page. `watchFocus()` looks at `document.activeElement` on every
 * animation frame — each picture the user could see — from the moment focus first lands on something until
 * `expectFocusNeverDropped()`: a drop during an asynchronous step (a request, a screen loading, a control
 * that went away) is caught even when focus was put back before the test looked.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';

/** What the watch saw: each frame where focus was on `<body>`, with what had it the frame before. */
export interface FocusWatch {
  /** Stops watching and returns the drops seen. */
  stop(): string[];
}

/** Describes an element for a failure message: its role or tag and its name. */
function describe(element: Element | null): string {
  if (!element) return 'nothing';
  const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.localName}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> "${name}"`;
}

/** Which screen is showing, for the failure message. */
function where(): string {
  const screen = document.querySelector<HTMLElement>('[data-screen]')?.dataset.screen;
  if (screen) return ` (on ${screen})`;
  return document.querySelector('[data-part="skeleton"]') ? ' (while a screen loads)' : '';
}

/** Starts watching; focus on `<body>` before anything was focused does not count. */
export function watchFocus(): FocusWatch {
  const drops: string[] = [];
  let started = false;
  let last: Element | null = null;
  let frame = 0;
  const look = () => {
    const active = document.activeElement;
    const onBody = active === null || active === document.body;
    if (!onBody) started = true;
    else if (started) drops.push(`focus on <body> after ${describe(last)}${where()}`);
    if (!onBody) last = active;
    frame = requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return {
    stop() {
      cancelAnimationFrame(frame);
      // The last state too, after the final step.
      const active = document.activeElement;
      if (started && (active === null || active === document.body)) drops.push(`focus on <body> at the end, after ${describe(last)}`);
      return [...new Set(drops)];
    },
  };
}

/** Fails with where focus was lost, if it ever was while `watch` ran. */
function expectFocusNeverDropped(watch: FocusWatch): void {
  expect(watch.stop(), 'focus fell to <body> (issue 23)').toEqual([]);
}

/**
 * For a file of keyboard users' tests: focus is watched through each test and must never have fallen to `<body>`
 * by its end, checked before the render is cleaned up (which would take focus away itself).
 */
export function watchFocusInEveryTest(): void {
  let watch: FocusWatch;
  beforeEach(() => {
    watch = watchFocus();
  });
  afterEach(() => {
    expectFocusNeverDropped(watch);
    cleanup();
  });
}
