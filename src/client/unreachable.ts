/**
 * The console report of an unreachable API (issue 22). Logged as the failure happens, also for the calls made
 * in the background (bootstrap, the start-up refresh), so it stays in the first bundle.
 */

/**
 * The user sees spec §8's 'Unable to contact our servers.'; the developer gets, on the console, the URL that
 * failed and, for the usual local mix-up, which origin to use (issue 22). The browser tells a script
 * nothing more: a refused connection, a DNS failure and a CORS refusal are the same `TypeError`.
 */
export function reportUnreachable(url: string, pageOrigin: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `Gatehouse: could not reach the API at ${url} (${reason}). Check that it is running at that address and accepts requests from ${pageOrigin}.${loopbackHint(pageOrigin, url)}`,
  );
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * A page on `127.0.0.1` calling an API on `localhost`, or the reverse: the same machine, but two sites to the
 * browser, so the API's CORS check (the emulator allows `http://localhost:*` by default) and its cookies do
 * not carry over. Names the origin to use, always `localhost` (the WebAuthn rpID the emulator expects).
 */
function loopbackHint(pageOrigin: string, apiUrl: string): string {
  let page: URL;
  let api: URL;
  try {
    page = new URL(pageOrigin);
    api = new URL(apiUrl);
  } catch {
    return '';
  }
  if (!LOOPBACK_NAMES.includes(page.hostname) || !LOOPBACK_NAMES.includes(api.hostname) || page.hostname === api.hostname) return '';
  const asLocalhost = (url: URL) => {
    const copy = new URL(url.origin);
    copy.hostname = 'localhost';
    return copy.origin;
  };
  return page.hostname === '127.0.0.1'
    ? ` This page is on ${page.origin} but the API on ${api.origin}: browsers treat them as different sites. Open the page at ${asLocalhost(page)} instead.`
    : ` This page is on ${page.origin} but the API on ${api.origin}: browsers treat them as different sites. Point the client at ${asLocalhost(api)} instead (e.g. testBaseUrl: '${asLocalhost(api)}').`;
}
