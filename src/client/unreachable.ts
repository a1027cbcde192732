/**
 * The console report of an unreachable API (issue 22). Logged as the failure happens, also for the calls made
 * in the background (bootstrap, the start-up refresh), so it stays in the first bundle; only the hint for a
 * page and an API on two loopback names (loopbackHint.ts) comes with the later resources (issue 27), loaded
 * before the failed call rejects.
 */

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * The user sees spec §8's 'Unable to contact our servers.'; the developer gets, on the console, the URL that
 * failed and, for the usual local mix-up, which origin to use (issue 22). The browser tells a script
 * nothing more: a refused connection, a DNS failure and a CORS refusal are the same `TypeError`.
 */
export async function reportUnreachable(url: string, pageOrigin: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  let hint = '';
  try {
    const page = new URL(pageOrigin);
    const api = new URL(url);
    // A page on `127.0.0.1` calling an API on `localhost`, or the reverse: the same machine, but two sites to
    // the browser. A hint that cannot load (the same outage) costs the hint, never the report.
    if (LOOPBACK_NAMES.includes(page.hostname) && LOOPBACK_NAMES.includes(api.hostname) && page.hostname !== api.hostname) {
      hint = await import('./later.js').then(
        (module) => module.loopbackHint(page, api),
        () => '',
      );
    }
  } catch {
    // An origin that is no URL gets no hint.
  }
  console.error(
    `Gatehouse: could not reach the API at ${url} (${reason}). Check that it is running at that address and accepts requests from ${pageOrigin}.${hint}`,
  );
}
