/**
 * What a keyboard and screen-reader user would meet, recorded in the page (issue 23 "Done when"): every moment
 * focus falls to `<body>` (or to nothing, or to a shadow host whose root holds no focus) once the event loop has
 * settled after focus left something, and every text written into a live region (`aria-live`, `role=status`,
 * `role=alert`), in the document and in every open shadow root. Also every mouse press, so a journey "by keyboard
 * alone" can show it used none.
 *
 * `installA11yRecorder` runs in the page as an init script, before the page's own code, and reports each record
 * at once through the binding it is given, so records survive a navigation. Checks run on a message-channel task
 * rather than a timer: Playwright's clock, when a journey installs it, fakes timers and animation frames, never
 * message channels.
 */

/** One record the page sends. */
export type A11yRecord =
  { kind: 'focus-drop'; text: string } | { kind: 'announcement'; role: string; text: string } | { kind: 'mouse'; text: string };

/** The binding's name on `window`. */
export const A11Y_BINDING = '__ghA11yRecord';

/** Runs in the page (serialised by `page.addInitScript`): it may use nothing from outside its own body. */
export function installA11yRecorder(binding: string): void {
  const report = (record: unknown) => {
    const send = (window as unknown as Record<string, ((value: unknown) => void) | undefined>)[binding];
    send?.(record);
  };

  /** A short name for an element in a failure message. */
  const describe = (element: Element | null): string => {
    if (!element) return 'nothing';
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    const name =
      element.getAttribute('aria-label') ??
      label ??
      element.getAttribute('name') ??
      element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    const role = element.getAttribute('role');
    return `<${element.localName}${role ? ` role=${role}` : ''}> "${name}"`;
  };

  /** The element that really has focus: through open shadow roots, to the innermost one. */
  const focused = (): Element | null => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };

  /** Why focus is lost, or '' when it is not: on nothing, on `<body>`, or on a shadow host that keeps none inside. */
  const lost = (active: Element | null): string => {
    if (active === null) return 'nothing';
    if (active === document.body || active === document.documentElement) return '<body>';
    if (active.shadowRoot && !active.hasAttribute('tabindex')) return `the shadow host <${active.localName}> with nothing focused inside`;
    return '';
  };

  const screen = (): string => {
    const roots: ParentNode[] = [document, ...shadowRoots];
    for (const root of roots) {
      const name = root.querySelector<HTMLElement>('[data-screen]')?.dataset.screen;
      if (name) return ` (on ${name})`;
    }
    return '';
  };

  // Focus: from the first time something other than <body> has it, a drop is reported once per fall.
  let started = false;
  let last: Element | null = null;
  let down = false;
  const check = () => {
    const active = focused();
    const why = lost(active);
    if (!why) {
      started = true;
      down = false;
      last = active;
      return;
    }
    if (started && !down) {
      down = true;
      report({ kind: 'focus-drop', text: `focus on ${why} after ${describe(last)}${screen()}` });
    }
  };
  // After the event loop settles: one task later, when whatever moves focus on (a new screen's autofocus, a
  // restored caret) has run.
  const channel = new MessageChannel();
  let queued = false;
  channel.port1.onmessage = () => {
    queued = false;
    check();
  };
  const later = () => {
    if (queued) return;
    queued = true;
    channel.port2.postMessage(null);
  };
  // The test reads the records: a check that is still queued runs first.
  (window as unknown as Record<string, () => void>)[`${binding}Settle`] = () => {
    if (!queued) return;
    queued = false;
    check();
  };
  // `focusin` keeps the last focused element current; `focusout` (composed: seen here from inside shadow roots
  // too) and any DOM change (a focused control removed or disabled fires no `focusout` in Chromium) are checked
  // a task later.
  document.addEventListener('focusin', () => check(), true);
  document.addEventListener('focusout', later, true);

  // Live regions: the region's whole text each time it changes to something new and not empty.
  const REGION = '[aria-live]:not([aria-live="off"]), [role="status"]:not([aria-live="off"]), [role="alert"], [role="log"]';
  const said = new WeakMap<Element, string>();
  const region = (node: Node | null): Element | null => {
    for (let at: Node | null = node; at && !(at instanceof ShadowRoot) && at !== document; at = at.parentNode) {
      if (at instanceof Element && at.matches(REGION)) return at;
    }
    return null;
  };
  const record = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text === said.get(element)) return;
    said.set(element, text);
    if (text) report({ kind: 'announcement', role: element.getAttribute('role') ?? 'live', text });
  };
  const shadowRoots: ShadowRoot[] = [];
  const observer = new MutationObserver((mutations) => {
    const changed = new Set<Element>();
    for (const mutation of mutations) {
      const found = region(mutation.target);
      if (found) changed.add(found);
      for (const added of mutation.addedNodes) {
        if (!(added instanceof Element)) continue;
        // A region inserted together with its text, or a subtree holding regions.
        if (added.matches(REGION)) changed.add(added);
        for (const inner of added.querySelectorAll(REGION)) changed.add(inner);
      }
    }
    for (const element of changed) record(element);
    later();
  });
  const watch = (root: Node) =>
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
  watch(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    shadowRoots.push(root);
    watch(root);
    return root;
  };

  // Mouse presses the user (Playwright) made: `isTrusted` leaves out the page's own synthetic events.
  document.addEventListener(
    'mousedown',
    (event) => {
      if (!event.isTrusted) return;
      const target = event.composedPath()[0];
      report({ kind: 'mouse', text: `mouse press on ${describe(target instanceof Element ? target : null)}` });
    },
    true,
  );
}
