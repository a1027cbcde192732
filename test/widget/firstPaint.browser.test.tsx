import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../src/flow';
import { Login } from '../../src/widget';
import { setup } from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => document.body.replaceChildren());

const config: WidgetConfig = {
  products: ['oauth', 'otp', 'passwords'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'] },
};

describe("Main's first paint (issue 27)", () => {
  // A state update in the commit phase (a ref callback, a layout effect) is synchronous: React re-renders in
  // the same task and, as that render is synchronous, runs every passive effect of the first one with it (the
  // flow's connect, the brand marks' imports, …), all before the browser may paint Main. A MutationObserver's
  // callback runs at the end of that task, so it sees how many commits it took to put Main in the document.
  it('is one commit: Main is in the document before any further render or passive effect', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    let commits = 0;
    const atHeader = new Promise<{ commits: number; phases: string[] }>((resolve) => {
      const phases: string[] = [];
      const observer = new MutationObserver(() => {
        if (container.querySelector('[data-part="heading"]')?.textContent !== 'Sign up or log in') return;
        observer.disconnect();
        resolve({ commits, phases: [...phases] });
      });
      observer.observe(container, { childList: true, subtree: true });
      const root = createRoot(container);
      root.render(
        <Profiler
          id="widget"
          onRender={(_, phase) => {
            commits += 1;
            phases.push(phase);
          }}
        >
          <Login client={setup().client} config={config} />
        </Profiler>,
      );
    });
    const { commits: before, phases } = await atHeader;
    expect(phases).toEqual(['mount']);
    expect(before).toBe(1);
    // The rest follows after the first paint: the flow connects and renders again.
    await expect.poll(() => commits).toBeGreaterThan(1);
  });
});
