import { useEmbedding } from '../react/index.js';
import { ToastProvider } from '../primitives/Toast/index.js';
import { NoticeBridge } from './NoticeBridge.js';

/**
 * The toast area and the bridge that feeds it, loaded as their own chunk: toasts only follow a user's
 * action (a resend, a declined signature), so Main renders without Radix Toast's machinery. In a shadow
 * root the screen-reader announcements are made inside the same root.
 */
export function Toasts() {
  const { shadowRoot } = useEmbedding();
  return (
    <ToastProvider announcerContainer={shadowRoot ?? undefined}>
      <NoticeBridge />
    </ToastProvider>
  );
}
