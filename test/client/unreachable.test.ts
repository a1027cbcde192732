// @vitest-environment-options {"url": "http://127.0.0.1:5173/sign-in"}
/**
 * A page opened on 127.0.0.1 against an API on localhost (issue 22): the console says which origin to open the
 * page at. The other direction, and the real refused connection, are in test/widget/diagnostics.browser.test.tsx.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { createClient } from '../../src/client';
import { MemoryStorage } from './fakes';

afterEach(() => vi.restoreAllMocks());

it('a page on 127.0.0.1 against an API on localhost is told to open the page at localhost, once per outage', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = createClient('public-token-test-1', {
    testBaseUrl: 'http://localhost:9000',
    storage: new MemoryStorage(),
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
  });
  await expect(client.users.search('ada@example.com')).rejects.toThrow('Unable to contact our servers.');
  await expect(client.users.search('ada@example.com')).rejects.toThrow('Unable to contact our servers.');
  const reports = logged.mock.calls.map(([message]) => String(message)).filter((m) => m.startsWith('Gatehouse: could not reach'));
  expect(reports).toEqual([
    expect.stringContaining(
      'This page is on http://127.0.0.1:5173 but the API on http://localhost:9000: browsers treat them as different sites. Open the page at http://localhost:5173 instead.',
    ),
  ]);
  expect(reports[0]).toMatch(/^Gatehouse: could not reach the API at http:\/\/localhost:9000\/sdk\/v1\/\S+ \(Failed to fetch\)/);
  client.destroy();
});
