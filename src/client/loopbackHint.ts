/**
 * The unreachable API's hint for a page and an API on two loopback names (issue 22), apart from the report
 * itself (unreachable.ts) so a page's first bundle does not carry its text (issue 27): reached through
 * `later.ts`, only when the names differ.
 */

/**
 * A page on `127.0.0.1` calling an API on `localhost`, or the reverse: the same machine, but two sites to the
 * browser, so the API's CORS check (the emulator allows `http://localhost:*` by default) and its cookies do
 * not carry over. Names the origin to use, always `localhost` (the WebAuthn rpID the emulator expects).
 */
export function loopbackHint(page: URL, api: URL): string {
  const asLocalhost = (url: URL) => {
    const copy = new URL(url.origin);
    copy.hostname = 'localhost';
    return copy.origin;
  };
  const fix =
    page.hostname === '127.0.0.1'
      ? `Open the page at ${asLocalhost(page)} instead.`
      : `Point the client at ${asLocalhost(api)} instead (e.g. testBaseUrl: '${asLocalhost(api)}').`;
  return ` This page is on ${page.origin} but the API on ${api.origin}: browsers treat them as different sites. ${fix}`;
}
