// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, defaultConfig, matchesUrlPattern, mergeConfig } from '../src/config.ts';
import { resolveConfig } from '../src/index.ts';
import { startEmulator } from './support.ts';

describe('URL patterns for origins and redirect URLs', () => {
  it.each([
    ['http://localhost:*', 'http://localhost:5173/any/path?x=1', true],
    ['http://localhost:*', 'http://localhost/', true],
    ['http://localhost:*', 'https://localhost:5173/', false],
    ['http://localhost:*', 'http://localhost.evil.example:5173/', false],
    ['http://localhost:*', 'http://evil.example/?http://localhost:5173', false],
    ['http://localhost:*', 'http://user:pass@localhost:5173/', false],
    ['https://*.example.com', 'https://app.example.com/cb', true],
    ['https://*.example.com', 'https://example.com/cb', false],
    ['https://*.example.com', 'https://a.b.example.com/cb', false],
    ['https://app.example.com/auth', 'https://app.example.com/auth?token=1', true],
    ['https://app.example.com/auth', 'https://app.example.com/auth/more', false],
    ['https://app.example.com/auth/*', 'https://app.example.com/auth/more', true],
    ['http://localhost:5173', 'http://localhost:5174/', false],
    ['http://localhost:*', 'javascript:alert(1)', false],
    ['http://localhost:*', 'not a url', false],
  ])('%s against %s → %s', (pattern, candidate, expected) => {
    expect(matchesUrlPattern(pattern, candidate)).toBe(expected);
  });

  it('ignores the path when matching origins', () => {
    expect(matchesUrlPattern('https://app.example.com/auth', 'https://app.example.com', { ignorePath: true })).toBe(true);
  });
});

describe('project config', () => {
  it('has the spec defaults: no watermark, one email domain, PKCE off but for OAuth (issue 42), zxcvbn', () => {
    const config = defaultConfig();
    expect(config.disableSdkWatermark).toBe(true);
    expect(config.emailDomains).toHaveLength(1);
    expect(config.pkceRequired).toEqual({ emailMagicLinks: false, passwordResets: false, oauth: true, sso: false });
    expect(config.pkceExempt).toEqual({ backendInvites: false });
    expect(config.passwordPolicy.strengthPolicy).toBe('zxcvbn');
    expect(config.publicTokens.test.startsWith('public-token-test-')).toBe(true);
    expect(config.publicTokens.live.startsWith('public-token-live-')).toBe(true);
    expect(config.allowedOrigins).toEqual(['http://localhost:*']);
  });

  it('merges a partial config and leaves the rest alone', () => {
    const merged = mergeConfig(defaultConfig(), { pkceRequired: { oauth: false }, emailDomains: ['mail.example.com'] });
    expect(merged.pkceRequired).toEqual({ emailMagicLinks: false, passwordResets: false, oauth: false, sso: false });
    expect(merged.emailDomains).toEqual(['mail.example.com']);
    expect(merged.projectName).toBe(defaultConfig().projectName);
  });

  it.each([
    [{ pkceRequired: { emailMagicLink: true } }, /unknown setting pkceRequired.emailMagicLink/],
    [{ disableSdkWatermark: 'yes' }, /disableSdkWatermark must be a boolean/],
    [{ passwordPolicy: { strengthPolicy: 'strong' } }, /strengthPolicy must be one of zxcvbn, luds/],
    [{ passwordPolicy: { ludsComplexity: 7 } }, /ludsComplexity/],
    [{ publicTokens: { test: 'token-1' } }, /public-token-/],
    [{ allowedOrigins: ['localhost:5173'] }, /not an http\(s\) URL pattern/],
    [{ emailDomains: [] }, /at least one domain/],
    [[], /must be an object/],
  ])('refuses %j', (patch, message) => {
    expect(() => mergeConfig(defaultConfig(), patch)).toThrow(ConfigError);
    expect(() => mergeConfig(defaultConfig(), patch)).toThrow(message);
  });

  it('reads a JSON config file, which bootstrap then reflects', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-config-'));
    try {
      const file = path.join(dir, 'project.json');
      writeFileSync(
        file,
        JSON.stringify({
          projectName: 'Acme',
          cnameDomain: 'login.acme.test',
          dfp: { enabled: true, mode: 'DECISIONING' },
          passwordPolicy: { strengthPolicy: 'luds', ludsMinimumCount: 12 },
        }),
      );
      expect(resolveConfig({ configFile: file }).projectName).toBe('Acme');
      const api = await startEmulator({ configFile: file });
      try {
        const data = (await api.get(`/projects/bootstrap/${api.publicToken}`)).json.data;
        expect(data).toMatchObject({
          project_name: 'Acme',
          cname_domain: 'login.acme.test',
          dfp_protected_auth_enabled: true,
          dfp_protected_auth_mode: 'DECISIONING',
          password_config: { luds_complexity: 3, luds_minimum_count: 12 },
        });
      } finally {
        await api.close();
      }
      writeFileSync(file, '{ not json');
      expect(() => resolveConfig({ configFile: file })).toThrow(/not valid JSON/);
      expect(() => resolveConfig({ configFile: path.join(dir, 'missing.json') })).toThrow(/cannot read config file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bootstrap', () => {
  it('answers the wire doc fields for either public token and refuses others', async () => {
    const api = await startEmulator();
    try {
      const answer = await api.get(`/projects/bootstrap/${api.publicToken}`);
      expect(answer.json.data).toEqual({
        request_id: expect.any(String),
        status_code: 200,
        project_name: expect.any(String),
        disable_sdk_watermark: true,
        cname_domain: null,
        email_domains: ['gatehouse.test'],
        captcha_settings: { enabled: false, siteKey: '' },
        pkce_required_for_email_magic_links: false,
        pkce_required_for_password_resets: false,
        pkce_required_for_oauth: true,
        pkce_required_for_sso: false,
        slug_pattern: null,
        create_organization_enabled: false,
        password_config: null,
        dfp_protected_auth_enabled: false,
        dfp_protected_auth_mode: 'OBSERVATION',
        rbac_policy: null,
        siwe_required_for_crypto_wallets: false,
      });
      expect((await api.get(`/projects/bootstrap/${api.emulator.config.current.publicTokens.live}`)).status).toBe(200);
      const unknown = await api.get('/projects/bootstrap/public-token-test-unknown');
      expect(unknown.status).toBe(401);
      expect(unknown.json.error_type).toBe('unauthorized_credentials');
    } finally {
      await api.close();
    }
  });
});
