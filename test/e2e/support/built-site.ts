/**
 * The built package on a strict-CSP site, for the embedding specs: the host page in test/e2e/csp-page, built
 * against the package's own build as a site's bundler would, served with the policy of support/policy.ts by
 * the suite's global set-up (`GH_SITE_URL`), with no development server anywhere.
 *
 * Routes: `/` the host page (`?setup=react|mount|element&shadow=1…`, see csp-page/host.tsx) and
 * `/standalone/` the playground's standalone example (playground/standalone) with the built script.
 */
import type { Page } from '@playwright/test';
import { expect, test as base, type WidgetPage } from './widget';

/** A `securitypolicyviolation` the page reported. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

export class SitePage {
  readonly page: Page;

  constructor(
    /** The playground fixture of this test: its emulator, outbox and console-error check. */
    readonly widget: WidgetPage,
    readonly siteUrl: string,
  ) {
    this.page = widget.page;
  }

  /**
   * Opens a path of the built site for this test's emulator, recording every CSP violation from the first
   * script on (an init script is not subject to the page's policy).
   */
  async openSite(pathname: string, query: Record<string, string> = {}): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: Violation[] = [];
      (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample }),
      );
    });
    const { emulator } = this.widget;
    const params = new URLSearchParams({ api: emulator.url, token: emulator.config.current.publicTokens.test, ...query });
    await this.page.goto(`${this.siteUrl}${pathname}?${params.toString()}`);
  }

  /** Every CSP violation so far. */
  violations(): Promise<Violation[]> {
    return this.page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
  }

  /** The `stytch-event` types the host page heard on `document`, in order. */
  heardEvents(): Promise<string[]> {
    return this.page.locator('#events li[data-kind="stytch-event"]').allTextContents();
  }
}

export const test = base.extend<{ site: SitePage }>({
  // `widget` resets the emulator before the test and fails it on any console error; this adds the site.
  site: async ({ widget }, use) => {
    await use(new SitePage(widget, process.env.GH_SITE_URL!));
  },
});

export { expect };
