import { useText } from '../../i18n/index.js';
import { useThemeOverride } from '../../theme/index.js';
import * as styles from './Logo.css.js';

export interface LogoProps {
  /**
   * Image URL. When left out, the theme's `logo.logoImageUrl` is used (spec §3 Theme); with neither,
   * nothing is rendered.
   * @default the theme's `logo.logoImageUrl`
   */
  src?: string;
  /**
   * Alternative text.
   * @default the theme's `logo.alt` (`presentation.options.logo.alt`), else the catalogue's 'common.logo'
   */
  alt?: string;
}

/** The host's logo above the Main header (spec §2 Main: "optional logo"). */
export function Logo({ src, alt }: LogoProps) {
  const t = useText();
  const theme = useThemeOverride();
  const url = src ?? theme.logo?.logoImageUrl;
  if (!url) return null;
  return <img className={styles.logo} data-part="logo" src={url} alt={alt ?? theme.logo?.alt ?? t('common.logo')} />;
}
