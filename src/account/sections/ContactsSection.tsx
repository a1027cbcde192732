import { useRef, useState } from 'react';
import { Button } from '../../primitives/Button/index.js';
import { parsePhoneToE164, PhoneField } from '../../primitives/PhoneField/index.js';
import { Message, Text } from '../../primitives/Text/index.js';
import { TextField } from '../../primitives/TextField/index.js';
import { useAccount, useAccountStore, useAccountText } from '../context.js';
import { CancelButton, CodeEntry, leftToRight, RemoveButton, Section, useBusy, useFocusLater } from '../parts.js';
import type { RemovableKind } from '../services.js';
import type { Success } from '../reduce.js';
import * as styles from '../AccountSettings.css.js';

type Channel = 'email' | 'sms';

interface Contact {
  kind: Extract<RemovableKind, 'email' | 'phone'>;
  id: string;
  value: string;
  verified: boolean;
  primary: boolean;
}

/**
 * Emails and phone numbers: each listed (verified or not, which is primary), removable (not the last way to
 * sign in); one added by a code sent to it and entered in the OTP boxes.
 */
export function ContactsSection() {
  const store = useAccountStore();
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const busy = useAccount((state) => state.busy);
  const sending = useBusy('contacts.send');
  const [adding, setAdding] = useState<Channel | null>(null);
  const [sent, setSent] = useState<{ methodId: string; destination: string } | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  const addEmail = useRef<HTMLButtonElement>(null);
  const addPhone = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  if (!user) return null;

  const contacts: Contact[] = [
    ...user.emails.map((entry, index) => ({
      kind: 'email' as const,
      id: entry.email_id,
      value: entry.email,
      verified: entry.verified,
      primary: index === 0,
    })),
    ...user.phone_numbers.map((entry, index) => ({
      kind: 'phone' as const,
      id: entry.phone_id,
      value: entry.phone_number,
      verified: entry.verified,
      primary: index === 0,
    })),
  ];

  const close = (channel: Channel) => {
    setAdding(null);
    setSent(null);
    focusLater(() => (channel === 'email' ? addEmail.current : addPhone.current));
  };

  const send = async (channel: Channel, destination: string) => {
    const answer = await store.run('contacts.send', 'otp.send', { channel, destination });
    if (answer) setSent({ methodId: answer.value.method_id, destination });
  };

  const verify = async (channel: Channel, code: string): Promise<boolean> => {
    if (!sent) return false;
    const { methodId, destination } = sent;
    const success: Success =
      channel === 'email'
        ? {
            event: { type: 'ACCOUNT_EMAIL_ADD', data: { email: destination } },
            notice: { key: 'account.contacts.emailAdded', params: { email: leftToRight(destination) } },
          }
        : {
            event: { type: 'ACCOUNT_PHONE_ADD', data: { phone_number: destination } },
            notice: { key: 'account.contacts.phoneAdded', params: { phone: leftToRight(destination) } },
          };
    const answer = await store.run('contacts.verify', 'otp.authenticate', { code, methodId }, success);
    if (answer) close(channel);
    return answer !== null;
  };

  const remove = async (contact: Contact) => {
    const answer = await store.run(
      `contacts.remove.${contact.id}`,
      'account.remove',
      { kind: contact.kind, id: contact.id },
      {
        event: { type: 'ACCOUNT_FACTOR_REMOVE', data: { kind: contact.kind, id: contact.id } },
        notice: { key: 'account.removed', params: { item: leftToRight(contact.value) } },
      },
    );
    if (answer) focusLater(() => heading.current);
  };

  let form = null;
  if (adding && sent) {
    form = (
      <div className={styles.form} data-part="account-contact-verify">
        <Text>
          <Message text={t('account.contacts.codeSent')} values={{ destination: sent.destination }} />
        </Text>
        <CodeEntry onCode={(code) => verify(adding, code)} />
        <div className={styles.actions}>
          <CancelButton onCancel={() => close(adding)} />
        </div>
      </div>
    );
  } else if (adding) {
    form = (
      <form
        className={styles.form}
        data-part="account-contact-add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          if (adding === 'email') {
            void send('email', String(data.get('email') ?? '').trim());
            return;
          }
          void parsePhoneToE164(String(data.get('phone-national') ?? ''), String(data.get('phone-country') ?? 'US')).then((parsed) => {
            if (parsed.ok) void send('sms', parsed.e164);
            else store.fail('contacts.send', new Error(t(parsed.error)));
          });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close(adding);
        }}
      >
        {adding === 'email' ? (
          <TextField label={t('field.email.label')} name="email" type="email" autoComplete="email" autoFocus required />
        ) : (
          <PhoneField
            name="phone"
            nationalName="phone-national"
            countryName="phone-country"
            autoComplete="tel-national"
            autoFocus
            required
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" part="account-contact-send" loading={sending}>
            {t('account.contacts.send')}
          </Button>
          <CancelButton onCancel={() => close(adding)} />
        </div>
      </form>
    );
  }

  return (
    <Section name="contacts" header={t('account.contacts.header')} headingRef={heading}>
      <ul className={styles.list} data-part="account-contacts">
        {contacts.map((contact) => (
          <li key={contact.id} className={styles.item} data-id={contact.id}>
            <span className={styles.itemText}>
              {/* An address or a number reads left to right in any language: '+1…' stays '+1…' in Arabic (issue 40). */}
              <Text as="span">
                <bdi dir="ltr">{contact.value}</bdi>
              </Text>
              <Text as="span" size="helper" tone="secondary">
                {[contact.primary ? t('account.primary') : null, t(contact.verified ? 'account.verified' : 'account.unverified')]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </span>
            <RemoveButton
              item={contact.value}
              ltr
              signIn
              loading={busy === `contacts.remove.${contact.id}`}
              onRemove={() => void remove(contact)}
            />
          </li>
        ))}
      </ul>
      {form ?? (
        <div className={styles.actions}>
          <Button ref={addEmail} variant="secondary" part="account-add-email" onPress={() => setAdding('email')}>
            {t('account.contacts.addEmail')}
          </Button>
          <Button ref={addPhone} variant="secondary" part="account-add-phone" onPress={() => setAdding('sms')}>
            {t('account.contacts.addPhone')}
          </Button>
        </div>
      )}
    </Section>
  );
}
