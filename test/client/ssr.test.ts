// @vitest-environment node
import { expect, it } from 'vitest';
import { createClient, GatehouseError } from '../../src/client';

it('outside a browser, createClient throws a clear error about server-side rendering', () => {
  expect(typeof window).toBe('undefined');
  const attempt = () => createClient('public-token-test-123');
  expect(attempt).toThrow(GatehouseError);
  expect(attempt).toThrow('The Gatehouse client is not compatible with server-side rendering.');
});
