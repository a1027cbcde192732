/**
 * A text matcher for the element whose whole text is `text`, where a value inside it is an element of its own
 * (an address isolated in a `<bdi>`, issue 40), which `getByText('…')` alone does not find.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
