import { describe, expect, it } from 'vitest';
import { initialState, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { emailDomainHint, magicLinkOptions } from '../../src/flow/products/shared/magicLink';
import { runEvents } from './support';

const config: WidgetConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: 'https://app.example/login', signupRedirectURL: 'https://app.example/signup' },
};
const main = (patch: Partial<FlowState> = {}): FlowState => ({ ...initialState(), ...patch }) as FlowState;
const run = (state: FlowState, ...events: FlowEvent[]) => runEvents(state, events, config);

const sent = (id: number, email: string, resend = false): FlowEvent => ({
  type: 'DONE',
  id,
  action: 'magicLinks.send',
  input: { email, resend },
  result: { data: { request_id: 'r', status_code: 200 }, sentAt: 1_000 * id },
});

describe('reduce: magic links (spec §4 "Magic link")', () => {
  it('submitting an email sends the link and disables the form; the answer opens EmailConfirmation', () => {
    const submitted = run(main(), { type: 'MAGIC_LINK_SUBMIT', email: ' ada@example.com ' });
    expect(submitted.state).toMatchObject({ pending: { id: 1, action: 'magicLinks.send' }, magicLinkState: { email: 'ada@example.com' } });
    expect(submitted.commands).toEqual([
      { type: 'call', id: 1, action: 'magicLinks.send', input: { email: 'ada@example.com', resend: false } },
    ]);

    const { state, commands } = run(submitted.state, sent(1, 'ada@example.com'));
    // 'Resend email' waits 30 s from the send (issue 23).
    expect(state).toMatchObject({
      screen: 'EmailConfirmation',
      pending: null,
      magicLinkState: { email: 'ada@example.com' },
      resendAt: 1_000 + 30_000,
    });
    expect(commands).toEqual([
      {
        type: 'emit',
        event: { type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { request_id: 'r', status_code: 200, email: 'ada@example.com' } },
      },
      { type: 'log', name: 'email_sent', details: { email: 'ada@example.com', type: 'login_or_create_eml' } },
    ]);
  });

  it("an address that is not an email gives 'Invalid email address' and no request (spec §5)", () => {
    const { state, commands } = run(main(), { type: 'MAGIC_LINK_SUBMIT', email: 'ada@example' });
    expect(state.fieldErrors.email).toEqual({ key: 'validation.email' });
    expect(commands).toEqual([]);
  });

  it("resend keeps the screen and queues 'Email resent'; a failed resend is an error toast, stays in the banner and is reported", () => {
    const onScreen = run(main(), { type: 'MAGIC_LINK_SUBMIT', email: 'ada@example.com' }, sent(1, 'ada@example.com')).state;
    const resending = run(onScreen, { type: 'MAGIC_LINK_RESEND' });
    expect(resending.commands).toEqual([
      { type: 'call', id: 2, action: 'magicLinks.send', input: { email: 'ada@example.com', resend: true } },
    ]);

    const resent = run(resending.state, sent(2, 'ada@example.com', true)).state;
    // The wait starts again from the resend.
    expect(resent).toMatchObject({ screen: 'EmailConfirmation', pending: null, resendAt: 2_000 + 30_000 });
    expect(resent.notices).toEqual([{ id: 3, tone: 'success', message: { key: 'emailConfirmation.resent' } }]);

    const error = { name: 'NetworkError', message: 'Unable to contact our servers.' };
    const again = run(resent, { type: 'MAGIC_LINK_RESEND' });
    const failed = run(again.state, {
      type: 'FAILED',
      id: 4,
      action: 'magicLinks.send',
      input: { email: 'ada@example.com', resend: true },
      error,
    });
    // Spec §8's toast, and the banner until the next action (issue 23: a 4-second toast is easily missed).
    expect(failed.state).toMatchObject({
      screen: 'EmailConfirmation',
      pending: null,
      errorMessage: { key: 'error.unableToContact' },
    });
    expect(failed.state.notices.at(-1)).toEqual({ id: 5, tone: 'error', message: { key: 'error.unableToContact' } });
    expect(failed.commands).toEqual([{ type: 'report', error }]);
  });

  it("'Try again' forgets the address, returns to Main and logs email_try_again_clicked (spec §2, §7)", () => {
    const onScreen = run(main(), { type: 'MAGIC_LINK_SUBMIT', email: 'ada@example.com' }, sent(1, 'ada@example.com')).state;
    const { state, commands } = run(onScreen, { type: 'MAGIC_LINK_TRY_AGAIN' });
    expect(state).toMatchObject({ screen: 'Main', magicLinkState: { email: '' } });
    expect(commands).toEqual([
      { type: 'log', name: 'email_try_again_clicked', details: { email: 'ada@example.com', type: 'login_or_create_eml' } },
    ]);
  });

  it('a failed first send shows the message in the banner and keeps the address (network failure loses nothing)', () => {
    const sending = run(main(), { type: 'MAGIC_LINK_SUBMIT', email: 'ada@example.com' }).state;
    const error = { name: 'NetworkError', message: 'Unable to contact our servers.' };
    const { state } = run(sending, {
      type: 'FAILED',
      id: 1,
      action: 'magicLinks.send',
      input: { email: 'ada@example.com', resend: false },
      error,
    });
    expect(state).toMatchObject({
      screen: 'Main',
      pending: null,
      errorMessage: { key: 'error.unableToContact' },
      magicLinkState: { email: 'ada@example.com' },
    });
  });
});

describe('magic-link options and the inbox domain', () => {
  it('sends the redirect URLs, expirations, template ids and createUserAsPending of the config, nothing unset', () => {
    expect(
      magicLinkOptions({
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: {
          loginRedirectURL: 'https://a/login',
          signupRedirectURL: 'https://a/signup',
          loginExpirationMinutes: 15,
          signupExpirationMinutes: 60,
          loginTemplateId: 'login-t',
          signupTemplateId: 'signup-t',
          createUserAsPending: true,
        },
      }),
    ).toEqual({
      login_magic_link_url: 'https://a/login',
      signup_magic_link_url: 'https://a/signup',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      login_template_id: 'login-t',
      signup_template_id: 'signup-t',
      create_user_as_pending: true,
    });
    expect(magicLinkOptions({ products: ['emailMagicLinks'] })).toEqual({});
  });

  it("login emails of a password-only widget use passwordOptions' login redirect", () => {
    expect(
      magicLinkOptions({
        products: ['passwords'],
        passwordOptions: { loginRedirectURL: 'https://a/pw-login', loginExpirationMinutes: 10 },
      }),
    ).toEqual({
      login_magic_link_url: 'https://a/pw-login',
      signup_magic_link_url: 'https://a/pw-login',
      login_expiration_minutes: 10,
    });
  });

  it('searches mail from the domain hint, else from the only email domain, else opens the plain inbox', () => {
    const bootstrap = {
      displayWatermark: false,
      emailDomains: ['mail.example'],
      passwordConfig: null,
      siweRequiredForCryptoWallets: false,
      cnameDomain: null,
    };
    expect(emailDomainHint({ products: ['emailMagicLinks'], emailMagicLinksOptions: { domainHint: 'hint.example' } }, bootstrap)).toBe(
      'hint.example',
    );
    expect(emailDomainHint({ products: ['emailMagicLinks'] }, bootstrap)).toBe('mail.example');
    expect(emailDomainHint({ products: ['emailMagicLinks'] }, { ...bootstrap, emailDomains: ['a.example', 'b.example'] })).toBeNull();
    expect(emailDomainHint({ products: ['emailMagicLinks'] }, null)).toBeNull();
  });
});
