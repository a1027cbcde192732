import { describe, expect, it } from 'vitest';
import { defaultBootstrap } from '../../src/client';
import { FakeClock, MemoryStorage, setup, TOKEN } from './fakes';

const events = (net: ReturnType<typeof setup>['net']) => net.calls.filter((c) => c.path === '/events');

describe('event logger (spec §7 notes, §9)', () => {
  it('batches events and posts them to /sdk/v1/events every 800 ms, each with the spec fields and telemetry', async () => {
    const clock = new FakeClock();
    const { client, net } = setup({}, { clock });
    client.logEvent({ name: 'render_login_screen', details: { options: { products: ['otp'] } } });
    client.logEvent({ name: 'email_sent', error: { error_code: 'e1', error_description: 'd', http_status_code: '500' } });
    await clock.advance(799);
    expect(events(net)).toHaveLength(0);
    await clock.advance(1);
    expect(events(net)).toHaveLength(1);
    const call = events(net)[0]!;
    expect(call.url).toBe('https://api.test.example/sdk/v1/events');
    expect(call.method).toBe('POST');
    expect(call.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(call.body).toEqual([
      {
        telemetry: expect.objectContaining({
          event_id: expect.stringMatching(/^event-id-/),
          sdk: { identifier: 'gatehouse', version: '5.15.0' },
        }),
        event: { public_token: TOKEN, event_name: 'render_login_screen', details: { options: { products: ['otp'] } } },
      },
      {
        telemetry: expect.objectContaining({ app: { identifier: 'localhost' } }),
        event: {
          public_token: TOKEN,
          event_name: 'email_sent',
          details: {},
          error_code: 'e1',
          error_description: 'd',
          http_status_code: '500',
        },
      },
    ]);
  });

  it('sends at most 15 per batch, flushing as soon as a batch is full', async () => {
    const clock = new FakeClock();
    const { client, net } = setup({}, { clock });
    for (let i = 0; i < 32; i++) client.logEvent({ name: `event_${i}` });
    expect(events(net).map((c) => c.body.length)).toEqual([15, 15]);
    await clock.advance(800);
    expect(events(net).map((c) => c.body.length)).toEqual([15, 15, 2]);
  });

  it('batch size and interval are options', async () => {
    const clock = new FakeClock();
    const { client, net } = setup({}, { clock, eventLogger: { batchSize: 2, intervalMs: 5000 } });
    client.logEvent({ name: 'a' });
    client.logEvent({ name: 'b' });
    client.logEvent({ name: 'c' });
    expect(events(net).map((c) => c.body.length)).toEqual([2]);
    await clock.advance(4999);
    expect(events(net)).toHaveLength(1);
    await clock.advance(1);
    expect(events(net).map((c) => c.body.length)).toEqual([2, 1]);
  });

  it('the rest of the batch goes out with keepalive when the page is hidden or closed', async () => {
    const { client, net } = setup({}, { clock: new FakeClock() });
    client.logEvent({ name: 'email_try_again_clicked', details: { email: 'ada@example.com', type: 'magic_link' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(events(net)).toHaveLength(1);
    expect(events(net)[0]!.init.keepalive).toBe(true);

    client.logEvent({ name: 'after_hide' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(events(net)).toHaveLength(2);
    expect(events(net)[1]!.body[0].event.event_name).toBe('after_hide');
  });

  it('a failing events endpoint never breaks the caller', async () => {
    const clock = new FakeClock();
    const { client } = setup({ 'POST /events': () => Promise.reject(new TypeError('Failed to fetch')) }, { clock });
    client.logEvent({ name: 'x' });
    await expect(clock.advance(800)).resolves.toBeUndefined();
  });
});

describe('bootstrap (spec §3, §9)', () => {
  it('is fetched once from /projects/bootstrap/{public_token}, mapped, and cached for synchronous reads', async () => {
    const storage = new MemoryStorage();
    const { client, net } = setup(
      {},
      {
        storage,
        bootstrap: {
          disable_sdk_watermark: true,
          cname_domain: 'login.host.example',
          captcha_settings: { enabled: true, siteKey: 'site-key' } as never,
          pkce_required_for_oauth: true,
          password_config: { luds_complexity: 3, luds_minimum_count: 10 } as never,
          siwe_required_for_crypto_wallets: true,
          dfp_protected_auth_enabled: true,
          dfp_protected_auth_mode: 'DECISIONING',
        } as never,
      },
    );
    expect(client.bootstrap.getSync()).toEqual(defaultBootstrap());
    const data = await client.bootstrap.getAsync();
    await client.bootstrap.getAsync();
    expect(net.calls.filter((c) => c.path.startsWith('/projects/bootstrap/'))).toHaveLength(1);
    expect(net.calls[0]!).toMatchObject({ method: 'GET', path: `/projects/bootstrap/${TOKEN}` });
    expect(data).toMatchObject({
      projectName: 'Test project',
      displayWatermark: false,
      cnameDomain: 'login.host.example',
      emailDomains: ['example.com'],
      captchaSettings: { enabled: true, siteKey: 'site-key' },
      pkceRequiredForEmailMagicLinks: false,
      pkceRequiredForOAuth: true,
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 },
      siweRequiredForCryptoWallets: true,
      runDFPProtectedAuth: true,
      dfpProtectedAuthMode: 'DECISIONING',
    });
    expect(client.bootstrap.getSync()).toEqual(data);

    // A later page load reads the cache synchronously before its own fetch completes.
    const next = setup({}, { storage });
    expect(next.client.bootstrap.getSync().cnameDomain).toBe('login.host.example');
  });

  it('falls back to the defaults when the fetch fails: no watermark, one email domain, PKCE off', async () => {
    const { client } = setup({ [`GET /projects/bootstrap/${TOKEN}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const data = await client.bootstrap.getAsync();
    expect(data).toEqual(defaultBootstrap());
    // Spec §9 "Default config", field by field.
    expect(data).toEqual({
      projectName: null,
      displayWatermark: false,
      cnameDomain: null,
      emailDomains: ['stytch.com'],
      captchaSettings: { enabled: false },
      pkceRequiredForEmailMagicLinks: false,
      pkceRequiredForPasswordResets: false,
      pkceRequiredForOAuth: false,
      pkceRequiredForSso: false,
      slugPattern: null,
      createOrganizationEnabled: false,
      passwordConfig: null,
      runDFPProtectedAuth: false,
      rbacPolicy: null,
      siweRequiredForCryptoWallets: false,
    });
  });

  it('shows the watermark when disable_sdk_watermark is false', async () => {
    const { client } = setup();
    expect((await client.bootstrap.getAsync()).displayWatermark).toBe(true);
  });
});
