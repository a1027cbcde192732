/** What the passkeys product adds to the flow's vocabulary (see `product.ts`). */
import type { User, WebAuthnRegistration } from '../../../wire/index.js';
import type { NoOwnState } from '../../product.js';
import type { ActionSpec, SignInData } from '../../types.js';

export type PasskeyEvent =
  /** 'Login with a Passkey' on Main. */
  | { type: 'PASSKEY_LOGIN' }
  /** Main's email or phone input, with `webauthn` in its autocomplete, is on the page (spec §5). */
  | { type: 'PASSKEY_AUTOFILL_READY' }
  /** 'Create a Passkey'. */
  | { type: 'PASSKEY_CREATE' }
  /** 'Skip'. */
  | { type: 'PASSKEY_SKIP' }
  /** 'Set up another Passkey'. */
  | { type: 'PASSKEY_ANOTHER' }
  /** 'Done'. */
  | { type: 'PASSKEY_DONE' }
  /** A row's edit icon: edit mode (spec §4). */
  | { type: 'PASSKEY_EDIT'; id: string }
  /** A row's save icon (or Enter) with the new name. */
  | { type: 'PASSKEY_RENAME'; id: string; name: string }
  /** Escape in the name input. */
  | { type: 'PASSKEY_EDIT_CANCEL' }
  /** A row's delete icon: delete mode (spec §4). */
  | { type: 'PASSKEY_DELETE'; id: string }
  /** 'Delete' in delete mode. */
  | { type: 'PASSKEY_DELETE_CONFIRM' }
  /** 'Cancel' in delete mode. */
  | { type: 'PASSKEY_DELETE_CANCEL' };

export interface PasskeyActions {
  /** 'Login with a Passkey': the browser's passkey prompt, then the sign-in. */
  'passkeys.authenticate': ActionSpec<undefined, { data: SignInData | null }>;
  /** The autofill ceremony waiting on Main's input; `data` is null when the browser cannot autofill here. */
  'passkeys.autofill': ActionSpec<undefined, { data: SignInData | null }>;
  /** The signed-in user's passkeys (registration mode); fails without a signed-in user. */
  'passkeys.user': ActionSpec<undefined, { registrations: WebAuthnRegistration[] }>;
  'passkeys.register': ActionSpec<undefined, { data: SignInData; registrations: WebAuthnRegistration[] }>;
  'passkeys.rename': ActionSpec<{ id: string; name: string; previous: string }, undefined>;
  'passkeys.delete': ActionSpec<{ registration: WebAuthnRegistration; index: number }, undefined>;
  /**
   * After a sign-in completes (issue 39): the Signal API's accepted passkeys, and with `upgrade` the automatic
   * passkey upgrade; its answer is the passkey's registration, or null when none was made.
   */
  'passkeys.signedIn': ActionSpec<{ user: User; upgrade: boolean }, SignInData | null>;
}

/** What the passkey screens need from the API and the browser. */
export interface PasskeyServices {
  /**
   * Signs in with a passkey. With `autofill` the ceremony waits in the autofill list of an input whose
   * autocomplete contains `webauthn`, and resolves null when the browser cannot offer it there.
   */
  authenticate(options: { autofill: boolean; sessionDurationMinutes: number; signal: AbortSignal }): Promise<SignInData | null>;
  /** The signed-in user's passkeys; rejects when nobody is signed in or the user cannot be fetched. */
  registrations(): Promise<WebAuthnRegistration[]>;
  /** Creates a passkey for the signed-in user (`is_passkey: true`, spec §7). */
  register(sessionDurationMinutes: number): Promise<{ data: SignInData; registrations: WebAuthnRegistration[] }>;
  /** Renames a passkey, then tells the password manager the user's current names (Signal API, issue 39). */
  rename(id: string, name: string): Promise<void>;
  /** Deletes a passkey, then tells the password manager which passkeys the site still accepts (issue 39). */
  remove(id: string): Promise<void>;
  /**
   * After a sign-in (issue 39): tells the password manager the user's accepted passkeys and, with `upgrade`,
   * where the browser reports `conditionalCreate`, registers a passkey without a prompt. Never rejects:
   * resolves with the registration's answer, or null when none was made.
   */
  signedIn(user: User, upgrade: boolean, sessionDurationMinutes: number): Promise<SignInData | null>;
}

/** `passkeyOptions` in the widget config (issue 39: passkeys on WebAuthn Level 3). */
export interface PasskeyOptions {
  /**
   * Automatic passkey upgrade: right after a password sign-in, where the browser reports `conditionalCreate`
   * (`PublicKeyCredential.getClientCapabilities()`), the browser's password manager is asked to make a passkey
   * for the user without a prompt (`navigator.credentials.create({ mediation: 'conditional' })`). Never
   * blocks or shows anything; where the browser cannot, nothing happens. @default true
   */
  automaticUpgrade?: boolean;
}

/**
 * Passkey autofill on Main (spec §5): a conditional-mediation ceremony waits in the autofill list of the
 * email/phone input while Main is shown and nothing else is in flight.
 */
export interface AutofillState {
  /** The form's input with `webauthn` in its autocomplete is on the page (its form says so once mounted). */
  inputReady: boolean;
  /** Id of the ceremony in flight, or null. */
  running: number | null;
  /** Ceremonies that failed since Main was shown; spec §5 retries up to 5 times, then the button shows. */
  failures: number;
}

declare module '../index.js' {
  interface ProductRegistry {
    passkeys: {
      actions: PasskeyActions;
      events: PasskeyEvent;
      screens: {
        PasskeyRegistrationStart: {
          /** Without a signed-in user the screen shows only the §2 error. */
          noUser: boolean;
          /** The user's passkeys, for 'Existing Passkeys' after Skip. */
          registrations: WebAuthnRegistration[];
        };
        PasskeyRegistrationSuccess: {
          registrations: WebAuthnRegistration[];
          /** The row being renamed (its other rows' actions hidden, add/done disabled: spec §4). */
          editing: string | null;
          /** The row about to be deleted ('Once deleted, the passkey cannot be restored.'). */
          deleting: string | null;
        };
        PasskeyConfirmation: NoOwnState;
      };
      services: { passkeys: PasskeyServices };
      hostEvents: {
        PASSKEY_AUTHENTICATE: SignInData;
        /** A passkey was created for the signed-in user: the registration call's answer. */
        PASSKEY_REGISTER: SignInData;
        PASSKEY_SKIP: null;
        PASSKEY_DONE: null;
      };
      confirmation: 'PasskeyConfirmation';
      main: { autofill?: AutofillState };
      options: { passkeyOptions?: PasskeyOptions };
    };
  }
}
