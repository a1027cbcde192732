import 'server-only';
import * as stytch from 'stytch';
import { gatehouseEnv } from './env';

/**
 * The provider's Node SDK, for what the session JWT does not say (the user's email addresses, metadata) and
 * for changes only the server may make. The emulator serves the same backend API: `env` is its URL with a
 * trailing slash (the SDK allows `custom_base_url` for https only). The secret stays on the server.
 */
export const stytchClient = new stytch.Client({
  project_id: gatehouseEnv.projectId,
  secret: gatehouseEnv.secret,
  env: `${gatehouseEnv.apiUrl}/`,
});
