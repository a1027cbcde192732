import { VisuallyHidden } from 'react-aria';
import { useText } from '../../i18n/index.js';
import { inboxLinksText } from '../../i18n/english/InboxLinks.js';
import { emailDomainHint } from '../../flow/products/shared/magicLink.js';
import { useConfig, useFlowSelector } from '../../react/index.js';
import { inboxLinks, type Webmail } from './inboxLinks.js';
import * as styles from './InboxLinks.css.js';

const LABEL: Record<Webmail, keyof typeof inboxLinksText> = {
  gmail: 'emailConfirmation.openGmail',
  yahoo: 'emailConfirmation.openYahoo',
  outlook: 'emailConfirmation.openOutlook',
};

/**
 * 'Open Gmail', 'Open Yahoo', 'Open Outlook' (spec §2 EmailConfirmation), each opening in a new tab and
 * searching for mail from the project's email domain when it is known.
 */
export function InboxLinks() {
  const config = useConfig();
  const bootstrap = useFlowSelector((state) => state.bootstrap);
  const t = useText(inboxLinksText);
  return (
    <ul className={styles.list} data-part="inbox-links">
      {inboxLinks(emailDomainHint(config, bootstrap)).map(({ webmail, href }) => (
        <li key={webmail} className={styles.item}>
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" data-part="inbox-link" data-webmail={webmail}>
            {t(LABEL[webmail])}
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}
