/**
 * House style: every part carries a stable `data-part`, mirrored as `part` inside a shadow root so host pages
 * can style it with `::part()`. The primitives write only `data-part`; this keeps `part` in step for
 * everything under a shadow root, including what renders later (lazy screens, toasts).
 */
function sync(element: Element): void {
  const part = element.getAttribute('data-part');
  if (part === null) element.removeAttribute('part');
  else if (element.getAttribute('part') !== part) element.setAttribute('part', part);
}

function syncTree(node: Node): void {
  if (!(node instanceof Element)) return;
  sync(node);
  for (const element of node.querySelectorAll('[data-part]')) sync(element);
}

/**
 * Mirrors `data-part` to `part` on every element under `root`, now and as the tree changes. The observer's
 * callback runs as a microtask after each React commit, so parts are in place before the browser paints.
 * Returns the function that stops it.
 */
export function mirrorParts(root: ShadowRoot): () => void {
  for (const element of root.querySelectorAll('[data-part]')) sync(element);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') sync(record.target as Element);
      else record.addedNodes.forEach(syncTree);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-part'] });
  return () => observer.disconnect();
}
