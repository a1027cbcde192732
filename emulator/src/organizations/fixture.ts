/**
 * The emulator's organizations: a fixed, minimal fixture, enough for the one business-to-business call the
 * client makes (spec §7 `POST /b2b/organizations/members/search`). The B2B variant has no screens (spec §1),
 * so organizations are not created or changed through the API; tests and host apps look members up in this one.
 */

export interface MemberFixture {
  member_id: string;
  email_address: string;
  name: string;
  /** `active` (has signed in), `pending` (not yet) or `invited`. */
  status: 'active' | 'pending' | 'invited';
  /** Empty when the member has no password. */
  member_password_id: string;
}

export interface OrganizationFixture {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  members: readonly MemberFixture[];
}

/** One organization with a member who has a password and an invited one who has none. */
export const ORGANIZATIONS: readonly OrganizationFixture[] = [
  {
    organization_id: 'organization-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
    organization_name: 'Gatehouse Example',
    organization_slug: 'gatehouse-example',
    members: [
      {
        member_id: 'member-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
        email_address: 'avery@gatehouse.test',
        name: 'Avery Admin',
        status: 'active',
        member_password_id: 'member-password-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
      },
      {
        member_id: 'member-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0002',
        email_address: 'ivy@gatehouse.test',
        name: 'Ivy Invitee',
        status: 'invited',
        member_password_id: '',
      },
    ],
  },
];
