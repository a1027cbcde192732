import { useEffect, useRef } from 'react';
import { useToast } from '../primitives/Toast/index.js';
import { useFlowSelector, useSend, useText } from '../react/index.js';

/** Hands the flow's queued toasts to the toast area (spec §2), each once. */
export function NoticeBridge() {
  const notices = useFlowSelector((state) => state.notices);
  const send = useSend();
  const toast = useToast();
  const text = useText();
  // Effects may run twice for one render (StrictMode); a toast must still show once.
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const notice of notices) {
      if (shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      toast[notice.tone](text(notice.message));
      send({ type: 'NOTICE_SHOWN', id: notice.id });
    }
  }, [notices, toast, text, send]);
  return null;
}
