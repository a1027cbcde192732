import { within } from 'storybook/test';

/**
 * Finds the toast showing `text` and holds it on screen. Radix pauses every toast's timer while the window
 * is not focused (as for a user who switched away), so the story's picture shows the toast whatever time its
 * checks took: a success toast closes after 2 s (spec §9), and a busy machine can take longer than that to
 * run axe and capture the story.
 */
export async function findToast(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  const toast = await within(canvasElement.ownerDocument.body).findByText(text, { selector: '[data-part="toast-text"]' });
  window.dispatchEvent(new Event('blur'));
  return toast;
}
