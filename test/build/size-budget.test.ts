// @vitest-environment node
// Issue 27 deliverable 4: the bytes a page fetches before Main renders may not grow back. Measured as
// `npm run bench:size` measures them (bench/bundle.mjs): a host's production bundle (Vite, minified, tree-shaken,
// React left to the host) of `Login` + `createClient`, and of the headless client alone; the size is the gzip -9
// bytes of the chunks loaded up front, which the same sources always give. Not the `package` artefact with
// esbuild: esbuild's code splitting puts chunks shared with lazy screens up front (issue 27 deliverable 2), so
// its number tracks the package layout rather than the code's weight.
import { describe, expect, it } from 'vitest';
import { BUDGETS, bundle, clientSource, initialGzip, widgetSource } from '../../bench/bundle.mjs';

describe('the bytes a page loads up front (gzip)', () => {
  it(`Login with a client and every product: at most ${BUDGETS.login} B`, async () => {
    const bytes = initialGzip(await bundle(widgetSource));
    console.log(`Login + createClient up front: ${bytes} B gzip (budget ${BUDGETS.login} B)`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.login);
  }, 300_000);

  it(`the headless client alone: at most ${BUDGETS.client} B`, async () => {
    const bytes = initialGzip(await bundle(clientSource));
    console.log(`gatehouse/client up front: ${bytes} B gzip (budget ${BUDGETS.client} B)`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.client);
  }, 300_000);
});
