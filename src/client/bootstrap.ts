import { STORAGE_PREFIX } from './constants.js';
import type { StorageLike } from './env.js';
import { safeGet, safeSet } from './env.js';
import type { Transport } from './transport.js';
import type { BootstrapData } from './types.js';
import type { BootstrapPayload } from '../wire/index.js';

/** Maps the wire's snake_case bootstrap payload to the camelCase config of spec §3. */
// Partial: a field the payload leaves out gets its default, which `defaultBootstrap` relies on.
const mapBootstrap = (raw: Partial<BootstrapPayload>): BootstrapData => ({
  projectName: raw.project_name ?? null,
  // Wire doc: "The watermark shows when disable_sdk_watermark is false."
  displayWatermark: !raw.disable_sdk_watermark,
  cnameDomain: raw.cname_domain ?? null,
  emailDomains: raw.email_domains ?? [],
  captchaSettings: raw.captcha_settings ?? { enabled: false },
  pkceRequiredForEmailMagicLinks: !!raw.pkce_required_for_email_magic_links,
  pkceRequiredForPasswordResets: !!raw.pkce_required_for_password_resets,
  pkceRequiredForOAuth: !!raw.pkce_required_for_oauth,
  pkceRequiredForSso: !!raw.pkce_required_for_sso,
  slugPattern: raw.slug_pattern ?? null,
  createOrganizationEnabled: !!raw.create_organization_enabled,
  passwordConfig: raw.password_config
    ? { ludsComplexity: raw.password_config.luds_complexity, ludsMinimumCount: raw.password_config.luds_minimum_count }
    : null,
  runDFPProtectedAuth: !!raw.dfp_protected_auth_enabled,
  dfpProtectedAuthMode: raw.dfp_protected_auth_mode,
  rbacPolicy: raw.rbac_policy ?? null,
  siweRequiredForCryptoWallets: !!raw.siwe_required_for_crypto_wallets,
});

/**
 * Spec §9 "Default config": no watermark, one default email domain, PKCE flags false. Read as a payload that
 * says only that, so the defaults of every other field are the mapping's (one list of the fields, not two).
 */
export const defaultBootstrap = (): BootstrapData => mapBootstrap({ disable_sdk_watermark: true, email_domains: ['stytch.com'] });

/**
 * The project's bootstrap config: fetched once per client, cached in storage (`::bootstrap`) so a page can
 * render synchronously from the last known value, and replaced by the spec's defaults when the fetch fails.
 */
export class Bootstrap {
  private promise: Promise<BootstrapData> | null = null;
  private readonly key: string;

  constructor(
    private transport: Transport,
    private storage: StorageLike,
    private publicToken: string,
  ) {
    this.key = `${STORAGE_PREFIX}${publicToken}::bootstrap`;
  }

  /** The last fetched config, or the defaults before the first fetch finishes. */
  getSync(): BootstrapData {
    try {
      return { ...defaultBootstrap(), ...JSON.parse(safeGet(this.storage, this.key) ?? 'null') };
    } catch {
      return defaultBootstrap();
    }
  }

  /** The fetched config (one request per client); never rejects. */
  getAsync(): Promise<BootstrapData> {
    return (this.promise ??= this.transport
      .request<BootstrapPayload>('GET', `/projects/bootstrap/${this.publicToken}`)
      .then((raw) => {
        const data = mapBootstrap(raw);
        safeSet(this.storage, this.key, JSON.stringify(data));
        return data;
      })
      .catch(() => defaultBootstrap()));
  }
}
