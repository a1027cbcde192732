import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Banner } from '../../primitives/Banner/index.js';
import { ScreenLayout } from '../../primitives/ScreenLayout/index.js';
import type { ScreenName } from '../../flow/state.js';
import { useText } from '../../i18n/index.js';
import { useFlowSelector, useSend } from '../../react/index.js';
import { useFlowContext } from '../../react/context.js';
import * as styles from './FlowScreen.css.js';

export interface FlowScreenProps {
  /** Which screen this is (`data-screen`, for host CSS and tests). */
  name: ScreenName;
  /** The screen's header. */
  header?: string;
  /** Shows the host's logo above the header (spec §2: Main only). @default false */
  showLogo?: boolean;
  /** Shows the back arrow, which returns to Main (spec §2). @default false */
  back?: boolean;
  /**
   * Moves focus to the header when the screen appears after a screen change, so keyboard and screen-reader
   * users land on the new screen. Screens that focus a field themselves (the OTP boxes) turn it off.
   * @default true
   */
  focusHeader?: boolean;
  children?: ReactNode;
}

/**
 * The chrome every screen shares: the themed card with its header, back arrow, the form error banner
 * (spec §8 "A warning banner shows the form error message") and the watermark when the bootstrap config
 * asks for it (spec §1).
 */
export function FlowScreen({ name, header, showLogo = false, back = false, focusHeader = true, children }: FlowScreenProps) {
  const send = useSend();
  const { controller, held } = useFlowContext();
  const errorMessage = useFlowSelector((state) => state.errorMessage);
  // Issue 38: a server does not know the project's config (spec §1: the watermark shows when it asks), so its
  // HTML holds the watermark's place (`held`), which stays held, empty, if the project has it off: collapsing it
  // would move what follows the widget (see Main's passkey button).
  const watermark = useFlowSelector((state) => state.bootstrap?.displayWatermark) || (held && null);
  const t = useText();
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!focusHeader || controller.navigations === 0) return;
    const heading = root.current?.querySelector<HTMLElement>('[data-part="heading"]');
    const target = heading ?? root.current?.querySelector<HTMLElement>('[data-part="screen"]');
    if (!target) return;
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
    // Only on entering the screen; later renders leave focus where the user put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={root} className={styles.root} data-screen={name} data-part="flow-screen">
      <ScreenLayout header={header} showLogo={showLogo} onBack={back ? () => send({ type: 'GO_MAIN' }) : undefined} watermark={watermark}>
        {errorMessage ? <Banner>{t(errorMessage)}</Banner> : null}
        {children}
      </ScreenLayout>
    </div>
  );
}
