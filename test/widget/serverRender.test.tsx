// @vitest-environment node
/**
 * Issue 38: the entry points render their first screen on a server (React 19's `renderToString` and its
 * streaming renderers), in the language the request asks for, and `GatehouseProvider`'s `initialSession`
 * makes the session hooks right in the HTML. The browser's side (hydration) is hydration.browser.test.tsx.
 */
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client';
import type { WidgetConfig } from '../../src/flow';
import { GatehouseProvider, SignedIn, SignedOut, useSession } from '../../src/react';
import { preferredLanguages, type SessionClaims } from '../../src/server';
import { Login, PasskeyRegistration, ResetPassword } from '../../src/widget';

const config: WidgetConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
/** On a server `createClient` is inert: what a Next.js page's module-level client is there. */
const client = createClient('public-token-test-123');

async function streamed(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe('Login on the server', () => {
  // First in the file: React's lazy keeps a chunk once any render asked for it, so a later render would pass anyway.
  it("renderToString sends ResetPassword's and PasskeyRegistration's first screen at their first render", async () => {
    // A server renders after its modules have loaded: the first screens' chunks load with the entry module there.
    await Promise.all([
      import('../../src/screens/PasswordResetForm/index.js'),
      import('../../src/screens/PasskeyRegistrationStart/index.js'),
    ]);
    await new Promise(setImmediate);
    const reset = renderToString(<ResetPassword client={client} config={{ products: ['passwords'] }} passwordResetToken="t" />);
    expect(reset).toContain('data-screen="PasswordResetForm"');
    expect(reset).toContain('Reset your password');
    expect(renderToString(<PasskeyRegistration client={client} config={config} />)).toContain('data-screen="PasskeyRegistrationStart"');
  });

  it("renderToString sends a presentation's look at the first render (issue 41): its chunk loads on the server", async () => {
    await import('../../src/widget/PresentationLook.js');
    await new Promise(setImmediate);
    const html = renderToString(<Login client={client} config={config} presentation={{ theme: { primary: '#7a1fa2' } }} />);
    expect(html).toContain('>Sign up or log in</h2>');
    expect(html).toContain('#7a1fa2');
  });

  it('renderToString sends Main: header, the email form (posting nowhere), no empty boundary', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Login client={client} config={config} />);
    expect(html).toContain('>Sign up or log in</h2>');
    expect(html).toMatch(/<form[^>]*data-part="email-form"[^>]*method="dialog"/);
    expect(html).toContain('name="email"');
    expect(html).toContain('Continue with email');
    expect(html).not.toContain('<!--$--><!--/$-->');
  });

  it('a streaming render speaks the language the request asks for', async () => {
    // Swahili is not one of the widget's languages: the next the request accepts is.
    const locale = preferredLanguages('sw-KE, fr-CH;q=0.9, en;q=0.5');
    expect(locale).toEqual(['sw-KE', 'fr-CH', 'en']);
    const html = await streamed(<Login client={client} config={config} locale={locale} />);
    expect(html).toContain('lang="fr"');
    expect(html).toContain('>Inscrivez-vous ou connectez-vous</h2>');
  });

  it('ResetPassword and PasskeyRegistration stream their first screen (its chunk loads on the server)', async () => {
    const reset = await streamed(<ResetPassword client={client} config={{ products: ['passwords'] }} passwordResetToken="t" />);
    expect(reset).toContain('data-screen="PasswordResetForm"');
    expect(reset).toContain('Reset your password');
    const passkey = await streamed(<PasskeyRegistration client={client} config={config} />);
    expect(passkey).toContain('data-screen="PasskeyRegistrationStart"');
  });
});

describe('preferredLanguages', () => {
  it('orders by q, keeps ties in order, drops * and q=0 and what is no tag', () => {
    expect(preferredLanguages('de;q=0.5, es, *;q=0.1, ja;q=0, pt-BR;q=0.5, <x>')).toEqual(['es', 'de', 'pt-BR']);
    expect(preferredLanguages(new Headers({ 'accept-language': 'nl' }))).toEqual(['nl']);
    expect(preferredLanguages(new Request('https://app.example', { headers: { 'accept-language': 'ko' } }))).toEqual(['ko']);
    expect(preferredLanguages(null)).toEqual([]);
  });
});

describe('GatehouseProvider initialSession', () => {
  const claims: SessionClaims = {
    sessionId: 'session-test-1',
    userId: 'user-test-1',
    authenticationFactors: [],
    startedAt: new Date('2026-01-01T00:00:00Z'),
    lastAccessedAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2026-01-02T00:00:00Z'),
    jwtExpiresAt: new Date('2026-01-01T00:05:00Z'),
    roles: [],
    customClaims: {},
  };
  function Page() {
    const { session } = useSession();
    return (
      <>
        <SignedIn>in:{session?.user_id}</SignedIn>
        <SignedOut>out</SignedOut>
      </>
    );
  }

  it('renders what the server found; without it, neither', () => {
    const render = (initialSession?: SessionClaims | null) =>
      renderToString(
        <GatehouseProvider client={client} initialSession={initialSession}>
          <Page />
        </GatehouseProvider>,
      );
    expect(render(claims)).toBe('in:<!-- -->user-test-1');
    // A JWT without a time (claimsOf gives an invalid Date) still renders.
    expect(render({ ...claims, startedAt: new Date(NaN) })).toBe('in:<!-- -->user-test-1');
    expect(render(null)).toBe('out');
    expect(render()).toBe('');
  });
});
