import { ToastProvider } from '../primitives/Toast';
import { NoticeBridge } from './NoticeBridge';

/**
 * The toast area and the bridge that feeds it, loaded as their own chunk: toasts only follow a user's
 * action (a resend, a declined signature), so Main renders without Radix Toast's machinery.
 */
export function Toasts() {
  return (
    <ToastProvider>
      <NoticeBridge />
    </ToastProvider>
  );
}
