import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { GatehouseClient } from '../client/index.js';
import { MessagesProvider, type MessageOverrides } from '../i18n/index.js';
import { GatehouseProvider, useGatehouse, useSession, useUser } from '../react/index.js';
import { useOptionalGatehouse } from '../react/session.js';
import type { BaseTheme, Theme } from '../theme/index.js';
import { LocaleThemeProvider } from '../widget/FlowProvider.js';
import { useHydrated } from '../react/useHydrated.js';
import type { User } from '../wire/index.js';
import { AccountSettings, type AccountSettingsProps } from './AccountSettings.js';
import { useAccountText } from './context.js';
import { leftToRight } from './parts.js';
import * as styles from './AccountSettings.css.js';

export interface UserButtonProps {
  /** A `gatehouse-auth/client` instance. @default the nearest `GatehouseProvider`'s client */
  client?: GatehouseClient;
  /**
   * Where 'Manage account' goes: a page of the host's that renders `AccountSettings`. Left out, the page
   * opens in a dialog over this one.
   */
  manageUrl?: string;
  /** Props for the dialog's `AccountSettings` (callbacks, theme, strings). */
  accountSettings?: Omit<AccountSettingsProps, 'client'>;
  styles?: Theme;
  baseTheme?: BaseTheme;
  locale?: string;
  strings?: MessageOverrides;
}

/** 'Ada Lovelace' → 'AL'; an address or number when there is no name → its first character. */
export function initialsOf(user: User): string {
  const { first_name = '', last_name = '' } = user.name;
  const fromName = `${first_name.trim().charAt(0)}${last_name.trim().charAt(0)}`;
  if (fromName) return fromName.toUpperCase();
  const fallback = user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? '?';
  return fallback.charAt(0).toUpperCase();
}

/**
 * The signed-in user's initials (or the OAuth provider's picture) in a button that opens a menu — their email,
 * 'Manage account' (the account page in a dialog, or at `manageUrl`) and 'Sign out' — as the WAI-ARIA menu
 * button pattern: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and
 * End move; Escape and Tab close it, focus back on the button. Nothing is rendered when nobody is signed in.
 */
export function UserButton({ client, ...props }: UserButtonProps) {
  const appClient = useOptionalGatehouse();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (client && client !== appClient) {
    return (
      <GatehouseProvider client={client}>
        <UserButtonInner {...props} />
      </GatehouseProvider>
    );
  }
  return <UserButtonInner {...props} />;
}

function UserButtonInner({ manageUrl, accountSettings, styles: theme, baseTheme, locale, strings }: Omit<UserButtonProps, 'client'>) {
  const { session } = useSession();
  const { user } = useUser();
  if (!session || !user) return null;
  return (
    <MessagesProvider messages={strings} locale={locale}>
      <LocaleThemeProvider base={baseTheme} theme={theme}>
        <UserMenu user={user} manageUrl={manageUrl} accountSettings={accountSettings} />
      </LocaleThemeProvider>
    </MessagesProvider>
  );
}

function UserMenu({
  user,
  manageUrl,
  accountSettings,
}: {
  user: User;
  manageUrl?: string;
  accountSettings?: UserButtonProps['accountSettings'];
}) {
  const client = useGatehouse();
  const t = useAccountText();
  const [open, setOpen] = useState(false);
  /** Where the open menu lies: toward the button's start edge, or (no room there) toward its end. */
  const [toward, setToward] = useState<'start' | 'end'>('start');
  const [dialogOpen, setDialogOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const initialsId = useId();
  const labelId = useId();
  const email = user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? '';
  const picture = user.providers.find((provider) => provider.profile_picture_url)?.profile_picture_url;

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    const list = items();
    (first.current === 'first' ? list[0] : list.at(-1))?.focus();
  }, [open]);
  // The menu hangs from the button's end edge, toward the start, as a header's menu at the page's end does; a
  // button near the start edge of the page would push it out of view, so there it opens toward the end instead
  // (measured before paint: it never shows cut off).
  useLayoutEffect(() => {
    if (!open || !menu.current) return;
    const box = menu.current.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth) setToward('end');
  }, [open]);
  useEffect(() => {
    if (dialogOpen && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [dialogOpen]);

  const openMenu = (at: 'first' | 'last') => {
    first.current = at;
    setToward('start');
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(event.target as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const manage = () => {
    setOpen(false);
    if (manageUrl) window.location.assign(manageUrl);
    else setDialogOpen(true);
  };

  return (
    <div className={styles.menuRoot} data-part="user-button">
      <button
        ref={button}
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The initials the button shows start its name (WCAG 2.5.3 Label in Name: a voice user says "click AL").
        aria-labelledby={picture ? labelId : `${initialsId} ${labelId}`}
        data-part="user-button-trigger"
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        {picture ? <img className={styles.avatarImage} src={picture} alt="" /> : <span id={initialsId}>{initialsOf(user)}</span>}
        <span id={labelId} hidden>
          {t('account.userButton.label', { name: leftToRight(email) })}
        </span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={email}
          className={styles.menu}
          data-toward={toward}
          data-part="user-button-menu"
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            if (!menu.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== button.current) setOpen(false);
          }}
        >
          <div role="presentation" data-part="user-button-email">
            {email}
          </div>
          <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} onClick={manage}>
            {t('account.userButton.manage')}
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            onClick={() => {
              close();
              void client.session.revoke({ forceClear: true }).catch(() => undefined);
            }}
          >
            {t('account.userButton.signOut')}
          </button>
        </div>
      ) : null}
      {dialogOpen ? (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-label={t('account.header')}
          data-part="user-button-dialog"
          onClose={() => {
            setDialogOpen(false);
            button.current?.focus();
          }}
        >
          <AccountSettings {...accountSettings} client={client} />
          <button type="button" className={styles.menuItem} onClick={() => dialog.current?.close()}>
            {t('account.userButton.close')}
          </button>
        </dialog>
      ) : null}
    </div>
  );
}
