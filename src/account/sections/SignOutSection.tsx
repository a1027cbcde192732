import { Button } from '../../primitives/Button/index.js';
import { useAccountStore, useAccountText } from '../context.js';
import { Section, useBusy } from '../parts.js';

/** Sign out of this device (`POST /sessions/revoke`); the page then says nobody is signed in, and takes focus. */
export function SignOutSection() {
  const store = useAccountStore();
  const t = useAccountText();
  const signingOut = useBusy('signOut');
  return (
    <Section name="signOut" header={t('account.signOut.header')}>
      <div>
        <Button
          variant="secondary"
          part="account-sign-out"
          loading={signingOut}
          onPress={() =>
            void store.run('signOut', 'account.signOut', undefined, {
              event: { type: 'ACCOUNT_SIGN_OUT', data: null },
              notice: { key: 'account.signOut.done' },
            })
          }
        >
          {t('account.signOut.button')}
        </Button>
      </div>
    </Section>
  );
}
