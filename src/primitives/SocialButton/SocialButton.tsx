import { useText } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { BrandIcon } from './BrandIcon.js';
import { OAUTH_PROVIDER_NAMES, type OAuthProvider } from '../../wire/index.js';
import { oauthProviderIcons } from './providers.js';

export interface SocialButtonProps {
  /** Which OAuth provider the button starts (spec §3). */
  provider: OAuthProvider;
  /** Called on a press; the caller starts the OAuth redirect. */
  onPress?: () => void;
  /** Disables the button. @default false */
  disabled?: boolean;
  /**
   * Draws the brand mark in the text colour instead of the brand's colours.
   * @default the theme's `brandMarks === 'monochrome'`
   */
  monochrome?: boolean;
  /** Shows a spinner and marks the button busy while the redirect starts. @default false */
  loading?: boolean;
}

/** 'Continue with {provider}' with the provider's icon (spec §2 Main, OAuth area). */
export function SocialButton({ provider, onPress, disabled = false, monochrome, loading = false }: SocialButtonProps) {
  const t = useText();
  return (
    <Button
      variant="secondary"
      part="social-button"
      onPress={onPress}
      disabled={disabled}
      loading={loading}
      icon={<BrandIcon glyph={oauthProviderIcons[provider]} monochrome={monochrome} />}
    >
      {t('social.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider] })}
    </Button>
  );
}
