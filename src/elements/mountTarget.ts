/** Thrown when a mount call names a selector that matches nothing (spec §8). */
export class MountTargetError extends Error {
  override readonly name = 'MountTargetError';
}

/**
 * Resolves where the vanilla mount API renders: an element, or a CSS selector that must match an element
 * currently on the page. Spec §8: mounting on a selector that matches no element throws an error saying the
 * selector applies to no DOM elements currently on the page.
 */
export function resolveMountTarget(target: string | Element, root: ParentNode = document): Element {
  if (typeof target !== 'string') return target;
  let element: Element | null;
  try {
    element = root.querySelector(target);
  } catch {
    throw new MountTargetError(`The selector "${target}" is not a valid CSS selector.`);
  }
  if (!element) {
    throw new MountTargetError(`The selector "${target}" applies to no DOM elements that are currently on the page.`);
  }
  return element;
}
