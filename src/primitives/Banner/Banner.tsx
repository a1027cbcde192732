import { useText } from '../../i18n/index.js';
import { Icon } from '../Icon/index.js';
import { DEFAULT_LINK_HOSTS, linkify } from './linkify.js';
import * as hidden from '../shared/visuallyHidden.css.js';
import * as styles from './Banner.css.js';

export interface BannerProps {
  /** The form error message, as plain text (never HTML). */
  children: string;
  /**
   * Hosts whose `https:` URLs inside the message become links. Matching is exact (no subdomains); any
   * other URL, and every `http:`/`javascript:` URL, stays text.
   * @default ['stytch.com'] (the identity provider's site, spec §8)
   */
  allowedLinkHosts?: readonly string[];
  /** Id, so a form can point `aria-describedby` at the banner. @default undefined */
  id?: string;
}

/**
 * The warning banner that shows a form's error message (spec §8: "A warning banner shows the form
 * error message"). It is `role="alert"`, so the message is announced when it appears. Links are built
 * as elements from `linkify()`'s segments, never as HTML, so error text from a server cannot inject
 * markup; a link opens in a new tab with `rel="noopener noreferrer"` so the provider's page gets no
 * handle on the widget's window.
 */
export function Banner({ children, allowedLinkHosts = DEFAULT_LINK_HOSTS, id }: BannerProps) {
  const t = useText();
  const segments = linkify(children, allowedLinkHosts);
  return (
    <div id={id} role="alert" className={styles.banner} data-part="banner" data-tone="warning">
      <Icon name="alertCircle" part="banner-icon" />
      <p className={styles.message} data-part="banner-message">
        {segments.map((segment, i) =>
          segment.kind === 'link' ? (
            <a key={i} className={styles.link} data-part="banner-link" href={segment.href} target="_blank" rel="noopener noreferrer">
              {segment.text}
              <span className={hidden.visuallyHidden}> {t('common.opensInNewTab')}</span>
            </a>
          ) : (
            <span key={i}>{segment.text}</span>
          ),
        )}
      </p>
    </div>
  );
}
