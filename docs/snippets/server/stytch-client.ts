/// <reference types="node" />
import * as stytch from 'stytch';

// The provider's Node SDK, unchanged. In development and tests its `env` is the emulator's URL, with the
// trailing slash (`npx gatehouse-emulator` prints the project id and secret); unset, the SDK picks the
// provider's own API by the project id. Not `custom_base_url`: the SDK allows that for https URLs only.
export const stytchClient = new stytch.Client({
  project_id: process.env.STYTCH_PROJECT_ID ?? 'project-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
  secret: process.env.STYTCH_SECRET ?? 'secret-test-4a9d2c71-5e38-4b6f-a1d0-gatehouse0001',
  ...(process.env.STYTCH_EMULATOR_URL ? { env: process.env.STYTCH_EMULATOR_URL } : {}), // e.g. http://localhost:8787/
});
