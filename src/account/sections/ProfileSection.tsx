import { Button } from '../../primitives/Button/index.js';
import { TextField } from '../../primitives/TextField/index.js';
import { useAccount, useAccountStore, useAccountText } from '../context.js';
import { Section, useBusy } from '../parts.js';
import * as styles from '../AccountSettings.css.js';

/** Profile: the user's name (`user.update` with the provider's `name` shape). */
export function ProfileSection() {
  const store = useAccountStore();
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const saving = useBusy('profile');
  if (!user) return null;
  return (
    <Section name="profile" header={t('account.profile.header')}>
      <form
        key={user.user_id}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const name = { first_name: String(data.get('first_name') ?? '').trim(), last_name: String(data.get('last_name') ?? '').trim() };
          void store.run('profile', 'account.updateName', name, {
            event: { type: 'ACCOUNT_NAME_UPDATE', data: { name } },
            notice: { key: 'account.profile.saved' },
          });
        }}
      >
        <TextField
          label={t('account.profile.firstName')}
          name="first_name"
          autoComplete="given-name"
          defaultValue={user.name.first_name ?? ''}
        />
        <TextField
          label={t('account.profile.lastName')}
          name="last_name"
          autoComplete="family-name"
          defaultValue={user.name.last_name ?? ''}
        />
        <Button type="submit" part="account-profile-save" loading={saving}>
          {t('account.save')}
        </Button>
      </form>
    </Section>
  );
}
