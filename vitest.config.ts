import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { launchOptions } from './scripts/chromium.mjs';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Vitest browser mode on Debian's Chromium; each project names its instance (names must be unique). */
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  // The clipboard as a user's browser grants it to a page they use: copy buttons (recovery codes, the TOTP key)
  // are checked by reading back what they wrote.
  provider: playwright({ launchOptions, contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } }),
  instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }],
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          // Plain units: tokens, theme mapping, catalogue, client transport/session with a fake fetch.
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machine. Units wait on
            // I/O (the emulator over HTTP, scrypt on the thread pool) as much as on the CPU: 117 s → 85 s.
            maxWorkers: 2,
            include: ['test/**/*.test.{ts,tsx}', 'emulator/test/**/*.test.ts'],
            // A ceiling, not a wait: `expect.poll` returns as soon as its state holds; the 1 s default failed on a busy machine.
            expect: { poll: { timeout: 15_000 } },
            // Ceilings too: an emulator test that hashes a dozen passwords (scrypt, spec's cost) took over the 5 s
            // default, and its server's close over the 10 s hook default, with the 2 cores at a load of 8.
            testTimeout: 30_000,
            hookTimeout: 30_000,
            exclude: ['test/**/*.browser.test.{ts,tsx}', 'test/e2e/**', 'node_modules/**'],
            globals: true,
            // Type-level tests (`*.test-d.ts`, `expectTypeOf`) are not run here: `tsc -b` checks them with the
            // rest of the code (tsconfig.test.json), and a type that does not hold fails the type check.
          },
        },
        {
          // Component and client behaviour that needs a real browser (focus, clipboard, CSS, tabs).
          extends: true,
          test: {
            name: 'browser',
            include: ['test/**/*.browser.test.{ts,tsx}'],
            expect: { poll: { timeout: 15_000 } },
            maxWorkers: 2,
            globals: true,
            browser: browser('browser'),
          },
        },
        {
          // Every story as a browser test; axe violations fail it (preview: a11y.test = 'error'). Then, in the
          // same pass, its screenshots, reflow at 320px and the dark theme (.storybook/vitest.setup.ts).
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            // One worker (Vitest's default here): the stories keep the browser's CPU busy, and two workers
            // measured no faster on 2 cores (239 s against 232 s) while every capture shared the CPU.
            maxWorkers: 1,
            setupFiles: ['.storybook/vitest.setup.ts'],
            browser: {
              ...browser('storybook'),
              // Failure screenshots are output, not baselines: kept out of git with the diffs.
              screenshotDirectory: path.join(dirname, '.vitest-attachments/failures'),
              expect: {
                toMatchScreenshot: {
                  // Every pixel is compared, anti-aliased ones included, and none may differ by more than
                  // about 5 levels of brightness (pixelmatch's YIQ distance 0.02): a 1px move of an outline
                  // (492 pixels) or the focus-ring token moved by 6 levels per channel (382 pixels) fails.
                  // The threshold is for Skia itself: it rasterises with the SIMD code the CPU offers, and
                  // two machines with the same Chromium drew the corner of a rounded focus outline 2-3
                  // levels apart (OTPField's Default story, both themes).
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.02, includeAA: true, allowedMismatchedPixels: 0 },
                  resolveScreenshotPath: ({ root, testFileName, arg, ext }) =>
                    path.join(root, 'stories/__screenshots__', testFileName, `${arg}${ext}`),
                },
              },
            },
          },
        },
      ],
    },
  }),
);
