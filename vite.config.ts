import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandMarks } from './scripts/brand-marks.mjs';

// Shared by Storybook (which merges it), Vitest and the library build.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), brandMarks()],
  optimizeDeps: {
    // Discovered mid-run otherwise, which reloads the browser under Vitest (toolchain.md).
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'colorjs.io/fn',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@radix-ui/react-toast',
      'react-aria',
      'input-otp',
      'libphonenumber-js/min',
      // Loaded lazily by the passkey, wallet and authenticator-app screens and flows.
      '@simplewebauthn/browser',
      'bs58',
      'uqr',
      'axe-core',
    ],
  },
});
