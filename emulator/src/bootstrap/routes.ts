/** GET /projects/bootstrap/{public_token} (spec §7; payload per the wire doc "Bootstrap", the client's `BootstrapPayload`). */
import type { BootstrapPayload } from '../../../src/wire/index.ts';
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { nonEmpty, params } from '../http/schemas.ts';
import type { RouteModule } from '../http/routes.ts';

export const bootstrapRoutes: RouteModule = {
  name: 'bootstrap',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.get(
      '/projects/bootstrap/:public_token',
      // No Authorization is needed: the public token is the path (spec §7), checked here.
      { config: { auth: 'none' }, schema: { params: params({ public_token: nonEmpty(256) }) } },
      async (request, reply) => {
        if (!ctx.config.environmentOf(request.params.public_token)) {
          throw apiError('unauthorized_credentials', "The public token in the path is not one of this project's tokens.");
        }
        const config = ctx.config.current;
        const { passwordPolicy, pkceRequired } = config;
        const payload: BootstrapPayload = {
          project_name: config.projectName,
          disable_sdk_watermark: config.disableSdkWatermark,
          cname_domain: config.cnameDomain,
          email_domains: config.emailDomains,
          // camelCase `siteKey` is what the provider sends (wire doc).
          captcha_settings: { enabled: config.captcha.enabled, siteKey: config.captcha.siteKey },
          pkce_required_for_email_magic_links: pkceRequired.emailMagicLinks,
          pkce_required_for_password_resets: pkceRequired.passwordResets,
          pkce_required_for_oauth: pkceRequired.oauth,
          pkce_required_for_sso: pkceRequired.sso,
          slug_pattern: config.slugPattern,
          create_organization_enabled: config.createOrganizationEnabled,
          password_config:
            passwordPolicy.strengthPolicy === 'luds'
              ? { luds_complexity: passwordPolicy.ludsComplexity, luds_minimum_count: passwordPolicy.ludsMinimumCount }
              : null,
          dfp_protected_auth_enabled: config.dfp.enabled,
          dfp_protected_auth_mode: config.dfp.mode,
          rbac_policy: null,
          siwe_required_for_crypto_wallets: config.siweRequiredForCryptoWallets,
        };
        return ok(request, reply, payload);
      },
    );
  },
};
