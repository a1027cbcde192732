import { lazy, Suspense, useEffect, useState } from 'react';
import { useFlowSelector } from '../react/index.js';

const loadToasts = () => import('./Toasts.js').then((module) => ({ default: module.Toasts }));
const Toasts = lazy(loadToasts);

/**
 * Mounts the toast area once the flow has a toast to show, or once the page is idle after the first
 * render (so the live region exists before the first announcement). Queued toasts wait in the flow's state
 * until then, so none is lost.
 */
export function ToastArea() {
  const [ready, setReady] = useState(false);
  // Once mounted the area stays: showing a toast empties the queue, and the toast must outlive that.
  const needed = useFlowSelector((state) => state.notices.length > 0);
  useEffect(() => {
    if (needed) setReady(true);
  }, [needed]);
  useEffect(() => {
    const ready = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(ready, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(ready, 200);
    return () => clearTimeout(timer);
  }, []);
  if (!ready && !needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
