/**
 * Business-to-business (spec §7): `POST /b2b/organizations/members/search`, answered from the organizations
 * fixture with the provider's shape: the member's status, name and password id, or `member: null`.
 */
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { schemaOf } from '../http/schemas.ts';
import { B2B_MEMBER_SEARCH } from '../../../src/wire/requests.ts';
import type { RouteModule } from '../http/routes.ts';
import { canonicalEmail, checkEmail } from '../users/identity.ts';
import { ORGANIZATIONS } from './fixture.ts';

const searchSchema = schemaOf(B2B_MEMBER_SEARCH);

export const organizationRoutes: RouteModule = {
  name: 'organizations',
  prefix: '/sdk/v1',
  register(app) {
    app.post(
      '/b2b/organizations/members/search',
      { config: { auth: 'public' }, schema: { body: searchSchema } },
      async (request, reply) => {
        // Addresses match as the users' do (users/store.ts: NFKC form, case-insensitive).
        const address = checkEmail(request.body.email_address).toLowerCase();
        const organization = ORGANIZATIONS.find((org) => org.organization_id === request.body.organization_id);
        if (!organization) throw apiError('organization_not_found');
        const found = organization.members.find((member) => canonicalEmail(member.email_address)?.toLowerCase() === address);
        const member = found ? { status: found.status, name: found.name, member_password_id: found.member_password_id } : null;
        return ok(request, reply, { member });
      },
    );
  },
};
