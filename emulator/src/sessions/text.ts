/**
 * A session and its JWT claims as JSON text. A refresh (`sessions/authenticate`, which every signed-in tab
 * calls every 3 minutes, spec §4) changes only the access time and the JWT's own times, so the rest is
 * serialised once per state of the session, into templates with holes for those, not on every call.
 */
import { iso } from '../clock.ts';
import { JsonTemplate } from '../http/reply.ts';
import { sessionClaims } from './keys.ts';
import { SESSION_JWT_LIFETIME_SECONDS } from '../../../src/wire/session.ts';
import { type SessionRow, serializeSession, tokenId } from './store.ts';

/** What the texts show of a session, except the access time, and the templates made from it. */
interface Templates {
  shown: readonly unknown[];
  session: JsonTemplate<'last_accessed_at'>;
  claims: JsonTemplate<'last_accessed_at' | 'iat' | 'nbf' | 'exp'>;
}

/** Templates per session, for its latest state; bounded so a flood of sign-ins cannot grow it without end. */
const templates = new Map<string, Templates>();
const CACHED_SESSIONS = 1000;

function templatesFor(row: SessionRow, projectId: string): Templates {
  const shown = [
    projectId,
    row.user_id,
    row.started_at,
    row.expires_at,
    row.ip_address,
    row.user_agent,
    row.custom_claims,
    row.authentication_factors,
    row.token_hash,
  ];
  const found = templates.get(row.session_id);
  // Any change to what the texts show (a new expiry, an added factor) makes new templates.
  if (found && found.shown.every((value, i) => value === shown[i])) return found;
  const session = serializeSession(row);
  const made: Templates = {
    shown,
    session: new JsonTemplate((hole) => ({ ...session, last_accessed_at: hole('last_accessed_at') })),
    claims: new JsonTemplate((hole) =>
      sessionClaims({ ...session, last_accessed_at: hole('last_accessed_at') }, projectId, tokenId(row), {
        iat: hole('iat'),
        nbf: hole('nbf'),
        exp: hole('exp'),
      }),
    ),
  };
  templates.delete(row.session_id);
  if (templates.size >= CACHED_SESSIONS) templates.delete(templates.keys().next().value!);
  templates.set(row.session_id, made);
  return made;
}

/** The session's wire JSON (as JSON.stringify(serializeSession(row))) and its JWT claims issued at `nowMs`. */
export function sessionTexts(row: SessionRow, projectId: string, nowMs: number): { session: string; claims: string } {
  const { session, claims } = templatesFor(row, projectId);
  const lastAccessedAt = JSON.stringify(iso(row.last_accessed_at));
  const now = Math.floor(nowMs / 1000);
  const exp = Math.min(now + SESSION_JWT_LIFETIME_SECONDS, Math.floor(row.expires_at / 1000));
  return {
    session: session.fill({ last_accessed_at: lastAccessedAt }),
    claims: claims.fill({ last_accessed_at: lastAccessedAt, iat: String(now), nbf: String(now), exp: String(exp) }),
  };
}
