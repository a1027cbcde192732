import { type Core, takeUser } from '../core.js';
import type {
  B2BMemberSearchBody,
  B2BMemberSearchResponse,
  ResponseCommon,
  User,
  UserName,
  UserSearchResponse,
  UserUpdateResponse,
} from '../../wire/index.js';
import { updateUser } from '../session/apply.js';
import { B2B_MEMBER_SEARCH, RESOURCE_ID, USER_SEARCH, USER_UPDATE } from '../../wire/requests.js';
import { validate } from '../validate.js';

const DELETE_CHECKS = { id: RESOURCE_ID };

/** `client.user`'s calls: the signed-in user, kept fresh from every `__user` the API returns (wire doc). */
export function userCalls(core: Core) {
  const remove = (kind: string) => async (id: string) => {
    validate(`user.delete ${kind}`, { id }, DELETE_CHECKS);
    const response = await core.transport.request<UserUpdateResponse & { __user?: User }>(
      'DELETE',
      `/users/${kind}/${encodeURIComponent(id)}`,
    );
    return takeUser(core, response);
  };

  return {
    /** Fetches the user (`GET /users/me`, fields flat in `data`) and caches it. */
    async get(): Promise<User> {
      const { request_id: _r, status_code: _s, ...fetched } = await core.transport.request<User & ResponseCommon>('GET', '/users/me');
      updateUser(core.store, fetched);
      return fetched;
    },
    /** `PUT /users/me` with `name` (the fields given are set) and `untrusted_metadata`. */
    async update(options: { name?: UserName; untrusted_metadata?: Record<string, unknown> }) {
      validate('user.update', { ...options }, USER_UPDATE);
      return takeUser(core, await core.transport.request<UserUpdateResponse & { __user?: User }>('PUT', '/users/me', options));
    },
    /** `DELETE /users/emails/{id}` */
    deleteEmail: remove('emails'),
    /** `DELETE /users/phone_numbers/{id}` */
    deletePhoneNumber: remove('phone_numbers'),
    /** `DELETE /users/totps/{id}` */
    deleteTOTP: remove('totps'),
    /** `DELETE /users/crypto_wallets/{id}` */
    deleteCryptoWallet: remove('crypto_wallets'),
    /** `DELETE /users/oauth/{id}` */
    deleteOAuthRegistration: remove('oauth'),
    /** `DELETE /users/webauthn_registrations/{id}` */
    deleteWebauthnRegistration: remove('webauthn_registrations'),
    /** `DELETE /users/biometric_registrations/{id}` */
    deleteBiometricRegistration: remove('biometric_registrations'),
  };
}

/** `client.users`: lookups that need no session. */
export function users(core: Core) {
  return {
    /** Which screen an email leads to: `POST /users/search` → `userType` (`new | password | passwordless`). */
    async search(email: string): Promise<UserSearchResponse> {
      validate('users.search', { email }, USER_SEARCH);
      return core.transport.request('POST', '/users/search', { email });
    },
  };
}

/** `client.b2b`: the business-to-business calls the widget needs (spec §7). */
export function b2b(core: Core) {
  return {
    organizations: {
      members: {
        /**
         * The member with an address in an organization, or `member: null`:
         * `POST /b2b/organizations/members/search`.
         */
        async search(options: B2BMemberSearchBody): Promise<B2BMemberSearchResponse> {
          validate('b2b.organizations.members.search', { ...options }, B2B_MEMBER_SEARCH);
          const { email_address, organization_id } = options;
          return core.transport.request('POST', '/b2b/organizations/members/search', { email_address, organization_id });
        },
      },
    },
  };
}
