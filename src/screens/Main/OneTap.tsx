import { useEffect, useRef, useState } from 'react';
import { useText } from '../../i18n/index.js';
import { LightDomSlot, useScreen, useSend } from '../../react/index.js';
import { Spinner } from '../../primitives/Spinner/index.js';
import type { OneTapPosition } from '../../flow/config.js';
import { createResizeHandler } from './oneTapResize.js';
import * as styles from './OneTap.css.js';

/** Ids for Google's `prompt_parent_id`, unique on the page even with several widgets. */
let nextId = 0;

/** The height of Google's embedded prompt, followed with the debounce of spec §9 (0 until it renders). */
function usePromptHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const frame = ref.current;
    if (!frame || typeof ResizeObserver !== 'function') return;
    const handler = createResizeHandler(setHeight);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) handler.observe(entry.contentRect.height);
    });
    observer.observe(frame);
    return () => {
      observer.disconnect();
      handler.dispose();
    };
  }, []);
  return { ref, height };
}

export interface OneTapProps {
  /** Embedded in the widget (spec §9: 47px, a spinner while loading) or Google's floating prompt. */
  position: OneTapPosition;
}

/**
 * Google One Tap on Main (spec §2). Once on the page it asks the flow to start One Tap; embedded, it holds
 * the element Google renders its prompt into, 47px high with the 25px spinner until the prompt renders,
 * then as tall as the prompt. Floating, Google draws its own prompt and nothing shows here. On any failure
 * Main shows the plain 'Continue with Google' button instead (spec §8).
 */
export function OneTap({ position }: OneTapProps) {
  const send = useSend();
  const status = useScreen('Main')?.oneTap?.status;
  const t = useText();
  const [parentId] = useState(() => `gatehouse-one-tap-${++nextId}`);
  const embedded = position === 'embedded';
  const { ref, height } = usePromptHeight();

  useEffect(() => {
    send({ type: 'ONE_TAP_READY', parentId: embedded ? parentId : null });
  }, [send, embedded, parentId]);

  if (!embedded) return null;
  const loading = status !== 'shown' && height === 0;
  return (
    <div
      className={styles.oneTap}
      style={height > 0 ? { height: `${height}px` } : undefined}
      data-part="one-tap"
      data-state={loading ? 'loading' : 'shown'}
    >
      {/* Google finds this by id and cannot render into a shadow root, so it lives in the light DOM. */}
      <LightDomSlot name="one-tap-prompt" id={parentId} className={styles.oneTapPrompt} ref={ref} />
      {loading ? <Spinner label={t('oneTap.loading')} /> : null}
    </div>
  );
}
