// The account page's custom element and mount call (issue 39): each renders the same page, the element into its
// shadow root with `shadow`, and each is removed whole. Signed out, the page says so.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineElements, mountAccountSettings } from '../../src/elements';
import { setup } from '../client/fakes';
import { waitFor } from '../support/wait';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  defineElements();
});
afterEach(() => document.body.replaceChildren());

const SIGNED_OUT = 'Sign in to manage your account.';

const textOf = (root: ParentNode) =>
  waitFor(() => {
    const found = root.querySelector('[data-part="account-no-user"]');
    if (!found) throw new Error('not rendered yet');
    return found.textContent;
  });

describe('the account page outside React', () => {
  it('<gatehouse-account-settings shadow> renders in its shadow root', async () => {
    const element = document.createElement('gatehouse-account-settings');
    element.setAttribute('shadow', '');
    element.client = setup({}).client;
    document.body.append(element);
    await expect.poll(() => element.shadowRoot).toBeTruthy();
    expect(await textOf(element.shadowRoot!)).toBe(SIGNED_OUT);
  });

  it('mountAccountSettings renders into the target, and unmount removes it', async () => {
    const target = document.createElement('div');
    document.body.append(target);
    const mounted = mountAccountSettings({ elementId: target, client: setup({}).client });
    expect(await textOf(target)).toBe(SIGNED_OUT);
    mounted.unmount();
    expect(target.childElementCount).toBe(0);
  });
});
