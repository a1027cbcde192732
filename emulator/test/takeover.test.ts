// @vitest-environment node
/**
 * Account-takeover request sequences (issue 26, "hardening round 2"), each replayed exactly and refused,
 * with the legitimate owner's path beside it. The rules (users/identity.ts, sessions/store.ts): an
 * identifier proved now cannot be the recent factor that unlocks a sensitive change to a session older than
 * it; proving an email removes every way in added while it was unproved; adding a factor needs the same
 * recent sign-in as removing one; an unproved address on an account is not where someone else's sign-up lands.
 */
import { type Api, expectError, startEmulator } from './support.ts';

const VICTIM = 'victim@example.com';
const SQUATTER_PASSWORD = 'Squatter-Harbor-Tundra-42';
const OWNER_PASSWORD = 'Owner-Lantern-Quarry-77';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});

async function squat() {
  const created = await api.post('/passwords', { email: VICTIM, password: SQUATTER_PASSWORD, session_duration_minutes: 600 });
  expect(created.status).toBe(200);
  return created.json.data as { user_id: string; session_token: string };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token');

/** The victim signs in by magic link (login_or_create), from a browser with no session. */
async function magicLinkSignIn(email: string) {
  expect((await api.post('/magic_links/email/login_or_create', { email })).status).toBe(200);
  const answer = await api.post('/magic_links/authenticate', {
    token: tokenOf((await api.latest(email)).link),
    session_duration_minutes: 600,
  });
  expect(answer.status).toBe(200);
  return answer.json.data as { user_id: string; session_token: string; user: any };
}

async function emailedReset(email: string, password: string) {
  expect((await api.post('/passwords/email/reset/start', { email })).status).toBe(200);
  const answer = await api.post('/passwords/email/reset', { token: tokenOf((await api.latest(email)).link), password });
  expect(answer.status).toBe(200);
  return answer.json.data as { user_id: string; session_token: string; user: any };
}

describe('finding 1: existing_password/reset takes no password that must be reset', () => {
  it("refuses the squatter's password after the owner claimed the address, and leaves the owner's account alone", async () => {
    const squatter = await squat();
    const owner = await magicLinkSignIn(VICTIM);
    expect(owner.user_id).toBe(squatter.user_id);

    // The exact sequence of the finding: the squatter trades the flagged password for a new one and a session.
    expectError(
      await api.post('/passwords/existing_password/reset', {
        email: VICTIM,
        existing_password: SQUATTER_PASSWORD,
        new_password: 'Squatter-Fresh-Glacier-93',
      }),
      400,
      'reset_password',
    );
    // Answered as passwords/authenticate answers it; nothing changed: the owner is still in, the flag stays.
    expectError(await api.post('/passwords/authenticate', { email: VICTIM, password: SQUATTER_PASSWORD }), 400, 'reset_password');
    const me = await api.get('/users/me', owner.session_token);
    expect(me.status).toBe(200);
    expect(me.json.data.password).toMatchObject({ requires_reset: true });
  });

  it('lets the owner reset by email, then change that trusted password with existing_password/reset', async () => {
    await squat();
    await magicLinkSignIn(VICTIM);
    const reset = await emailedReset(VICTIM, OWNER_PASSWORD);
    expect(reset.user.password).toMatchObject({ requires_reset: false });
    const changed = await api.post('/passwords/existing_password/reset', {
      email: VICTIM,
      existing_password: OWNER_PASSWORD,
      new_password: 'Owner-Second-Harvest-58',
    });
    expect(changed.status).toBe(200);
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: 'Owner-Second-Harvest-58' })).status).toBe(200);
  });
});
