// @vitest-environment node
// Issue 27 deliverable 4: the bytes a page fetches before Main renders may not grow back. Measured as
// `npm run bench:size` measures them (bench/bundle.mjs): a host's production bundle (Vite, minified, tree-shaken,
// React left to the host) of `Login` + `createClient`, and of the headless client alone; the size is the gzip -9
// bytes of the chunks loaded up front, which the same sources always give. Not the `package` artefact with
// esbuild: esbuild's code splitting puts chunks shared with lazy screens up front (issue 27 deliverable 2), so
// its number tracks the package layout rather than the code's weight.
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  bundle,
  clientSource,
  initialChunks,
  initialGzip,
  LOCALE_MACHINERY_BUDGET,
  localeMachineryGzip,
  widgetSource,
} from '../../bench/bundle.mjs';

describe('the bytes a page loads up front (gzip)', () => {
  // One bundle of Login for the budget and for what it holds.
  let login: ReturnType<typeof bundle> | undefined;
  const loginBundle = () => (login ??= bundle(widgetSource));

  it(`Login with a client and every product: at most ${BUDGETS.login} B`, async () => {
    const bytes = initialGzip(await loginBundle());
    console.log(`Login + createClient up front: ${bytes} B gzip (budget ${BUDGETS.login} B)`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.login);
  }, 300_000);

  // Issue 39 (Done when): the account page is its own chunk, which a page showing Login never loads.
  it('Login up front holds nothing of the account page', async () => {
    const outputs = await loginBundle();
    const initial = initialChunks(outputs);
    const upFront = outputs.flatMap((o) => (o.type === 'chunk' && initial.has(o.fileName) ? Object.keys(o.modules ?? {}) : []));
    // The list is Login's own modules (so the check cannot pass on an empty one), and none of the account page's.
    expect(upFront.some((id) => id.includes('/src/widget/entryPoints'))).toBe(true);
    expect(upFront.filter((id) => id.includes('/src/account/'))).toEqual([]);
  }, 300_000);

  // Issue 24 (Done when): choosing, loading and formatting languages adds at most 1 KB to Login, measured
  // against Login with the English-only formatter it had before and no locale table (bench/bundle.mjs).
  it(`the locale machinery on Login: at most ${LOCALE_MACHINERY_BUDGET} B`, async () => {
    const { bytes } = await localeMachineryGzip();
    console.log(`Locale machinery up front: ${bytes} B gzip (budget ${LOCALE_MACHINERY_BUDGET} B)`);
    expect(bytes).toBeLessThanOrEqual(LOCALE_MACHINERY_BUDGET);
  }, 300_000);

  it(`the headless client alone: at most ${BUDGETS.client} B`, async () => {
    const bytes = initialGzip(await bundle(clientSource));
    console.log(`gatehouse-auth/client up front: ${bytes} B gzip (budget ${BUDGETS.client} B)`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.client);
  }, 300_000);
});
