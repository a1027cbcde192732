import type { Outline } from '../deferred.js';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../wire/index.js';
import type { oauth, OAuthProviderClient } from './oauth.js';

const provider = { start: 1, getURL: 1 } as const;

/** `client.oauth`'s methods, for its facade until the later resources are there (outlines.ts): one namespace per provider. */
export const oauthOutline: Outline<ReturnType<typeof oauth>> = {
  ...(Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, provider])) as Outline<Record<OAuthProvider, OAuthProviderClient>>),
  googleOneTap: { start: 1, submit: 1 },
  authenticate: 1,
};
