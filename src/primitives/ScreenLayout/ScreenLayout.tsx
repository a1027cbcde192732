import { useId, type ReactNode } from 'react';
import { BackButton } from '../BackButton/index.js';
import { Heading, type HeadingLevel } from '../Heading/index.js';
import { Logo } from '../Logo/index.js';
import { Watermark } from '../Watermark/index.js';
import { Held } from '../shared/Held.js';
import * as styles from './ScreenLayout.css.js';

export interface ScreenLayoutProps {
  /** The screen's header, e.g. 'Sign up or log in'. Hidden visually when the theme sets `hideHeaderText`. */
  header?: string;
  /** Level of the header. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * Shows the logo above the header (spec §2 Main: "optional logo"). The image comes from
   * `logoImageUrl` or the theme's `logo.logoImageUrl`; with neither, no logo is shown.
   * @default false
   */
  showLogo?: boolean;
  /** Logo URL overriding the theme's `logo.logoImageUrl`. @default undefined */
  logoImageUrl?: string;
  /**
   * When set, a back arrow ("Back") is shown above the header and calls this (spec §2: OTP, password
   * and crypto screens go back to Main).
   * @default undefined (no back arrow)
   */
  onBack?: () => void;
  /**
   * Shows the 150px powered-by logo at the bottom (spec §1: when the bootstrap config asks for it). `null`: its
   * place is held, hidden — a server's HTML, before the browser has the project's config (issue 38).
   * @default false
   */
  watermark?: boolean | null;
  /** The screen's content. */
  children?: ReactNode;
}

/**
 * The themed container every screen renders in: optional back arrow, logo and header, then the content
 * and the watermark. With a header it is a labelled region, so screen-reader users can find the widget
 * among the host page's landmarks by the screen's name.
 */
export function ScreenLayout({
  header,
  headingLevel = 2,
  showLogo = false,
  logoImageUrl,
  onBack,
  watermark = false,
  children,
}: ScreenLayoutProps) {
  const headingId = useId();
  const labelled = header !== undefined && header !== '';
  return (
    <div className={styles.frame} data-part="screen-frame">
      <section className={styles.container} data-part="screen" aria-labelledby={labelled ? headingId : undefined}>
        {onBack || showLogo || labelled ? (
          <div className={styles.header} data-part="screen-header">
            {onBack ? (
              <div className={styles.back}>
                <BackButton onBack={onBack} />
              </div>
            ) : null}
            {showLogo ? <Logo src={logoImageUrl} /> : null}
            {labelled ? (
              <Heading id={headingId} level={headingLevel}>
                {header}
              </Heading>
            ) : null}
          </div>
        ) : null}
        <div className={styles.body} data-part="screen-body">
          {children}
        </div>
        {watermark !== false && (
          <Held held={watermark === null}>
            <Watermark />
          </Held>
        )}
      </section>
    </div>
  );
}
