// @vitest-environment node
import { ORGANIZATIONS } from '../src/index.ts';
import { type Api, expectError, startEmulator } from './support.ts';

let api: Api;
beforeAll(async () => {
  api = await startEmulator();
});
afterAll(() => api.close());

const organization_id = ORGANIZATIONS[0]!.organization_id;

describe('b2b/organizations/members/search (spec §7)', () => {
  it("answers a member of the fixture's organization with status, name and password id, in the data envelope", async () => {
    const answer = await api.post('/b2b/organizations/members/search', { email_address: 'Avery@Gatehouse.test', organization_id });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      request_id: expect.any(String),
      status_code: 200,
      member: { status: 'active', name: 'Avery Admin', member_password_id: expect.stringMatching(/^member-password-test-/) },
    });
    const invited = await api.post('/b2b/organizations/members/search', { email_address: 'ivy@gatehouse.test', organization_id });
    expect(invited.json.data.member).toEqual({ status: 'invited', name: 'Ivy Invitee', member_password_id: '' });
  });

  it('answers member: null for an address that is no member', async () => {
    const answer = await api.post('/b2b/organizations/members/search', { email_address: 'nobody@example.com', organization_id });
    expect(answer.status).toBe(200);
    expect(answer.json.data.member).toBeNull();
  });

  it('refuses an unknown organization, a malformed address and a call without the public token', async () => {
    expectError(
      await api.post('/b2b/organizations/members/search', { email_address: 'avery@gatehouse.test', organization_id: 'organization-nope' }),
      404,
      'organization_not_found',
    );
    expectError(
      await api.post('/b2b/organizations/members/search', { email_address: 'no at sign', organization_id }),
      400,
      'invalid_email',
    );
    const anonymous = await api.request('POST', '/sdk/v1/b2b/organizations/members/search', {
      body: { email_address: 'avery@gatehouse.test', organization_id },
      auth: null,
    });
    expect(anonymous.status).toBe(401);
  });
});
