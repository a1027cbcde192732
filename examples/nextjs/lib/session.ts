import 'server-only';
import { createSessionVerifier } from 'gatehouse-auth/server';
import { gatehouseEnv } from './env';

/**
 * One verifier for the server: it fetches the project's signing keys once and keeps them, so checking a
 * request's session is a local signature check, with no call to the API.
 */
export const sessions = createSessionVerifier({ projectId: gatehouseEnv.projectId, baseUrl: gatehouseEnv.apiUrl });
