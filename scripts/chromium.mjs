// One place for how every layer (Vitest browser mode, Storybook tests, Playwright) launches Debian's
// Chromium: no browser downloads on this machine, and the flags keep a closed network from stalling it.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
