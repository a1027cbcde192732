/**
 * The Next.js example's `next` parameter (issue 42 item 5): a signed-in visitor is sent there at once, so
 * anything that a browser or Next's router resolves off-site must fall back to the account page.
 */
import { safeNext } from '../../examples/nextjs/lib/safeNext.ts';

describe('safeNext', () => {
  it.each([
    '/\\evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/%0a/evil.example',
    '/%00/evil.example',
    '//evil.example',
    '/.//evil.example',
    'https://evil.example/account',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account',
    '',
  ])('refuses %j', (next) => {
    expect(safeNext(next)).toBe('/account');
  });

  it('refuses anything but one string', () => {
    expect(safeNext(undefined)).toBe('/account');
    expect(safeNext(['/settings', '//evil.example'])).toBe('/account');
  });

  it.each([
    ['/account', '/account'],
    ['/account/settings?tab=security#email', '/account/settings?tab=security#email'],
    ['/orders/%E2%9C%93', '/orders/%E2%9C%93'],
    ['/a/../account', '/account'],
  ])('keeps the path of this app %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
