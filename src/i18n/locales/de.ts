/**
 * German — register: formal „Sie“, as Google, Apple and Microsoft address their users on their German sign-in
 * screens and as users expect from a site asking for their credentials. Typography: „…“ quotes. Product names
 * kept as German users see them: „Passkey“ (Google's and Apple's German term), „Passwort“, „Einmalcode“,
 * „E-Mail“, „Authenticator-App“, „Wallet“/„Krypto-Wallet“, Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap.
 * Fixed identifiers in API errors (field names, PKCE, WebAuthn, TOTP, RFC numbers) stay as the API spells them.
 */
import { accountDe } from './account/de.js';
const messages = {
  ...accountDe,
  // §2 Main
  'main.header': 'Registrieren oder anmelden',
  'main.passkeyLogin': 'Mit einem Passkey anmelden',
  'main.tabs.label': 'Wählen Sie, wie Sie Ihren Code erhalten möchten',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-Mail',
  'main.continueWithEmail': 'Weiter mit E-Mail',
  'main.continueWithPhone': 'Weiter mit SMS',
  'main.continueWithWhatsApp': 'Weiter mit WhatsApp',
  'main.continue': 'Weiter',
  'main.divider': 'oder',
  'social.continueWith': 'Weiter mit {provider}',
  'wallet.continueWith': 'Weiter mit {wallet}',
  'wallet.name.ethereum': 'Ethereum-Wallet',
  'wallet.name.solana': 'Solana-Wallet',
  'wallet.other': 'Weiter mit einer anderen Krypto-Wallet',
  'wallet.setup': 'Neue Krypto-Wallet einrichten',
  'oneTap.loading': 'Anmeldung über Google wird geladen',

  // Fields
  'field.email.label': 'E-Mail-Adresse',
  'field.email.placeholder': 'beispiel@email.com',
  'field.phone.label': 'Telefonnummer',
  'field.phone.country': 'Land',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'Passwort',
  'field.newPassword.label': 'Neues Passwort',
  'field.password.show': 'Passwort anzeigen',
  'field.password.hide': 'Passwort ausblenden',
  'field.otp.label': 'Einmalcode',
  'field.required': 'Erforderlich',

  // §2 OTPAuthenticate
  'otp.header': 'Code eingeben',
  'otp.sentTo':
    '{channel, select, email {Ein {digits}-stelliger Code wurde an {destination} gesendet.} sms {Ein {digits}-stelliger Code wurde per SMS an {destination} gesendet.} other {Ein {digits}-stelliger Code wurde per WhatsApp an {destination} gesendet.}}',
  'otp.verifying': 'Code wird überprüft…',
  'otp.expiresIn': 'Ihr Code läuft in {time} ab.',
  'otp.expired': 'Ihr Code ist abgelaufen.',
  'otp.resend': 'Code erneut senden',
  'otp.resent': 'Code erneut gesendet',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Erfolgreich',
  'otpConfirmation.body': 'Ihr Code wurde erfolgreich bestätigt.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Prüfen Sie Ihr E-Mail-Postfach',
  'emailConfirmation.body': 'Wir haben eine E-Mail an {email} gesendet.',
  'emailConfirmation.openGmail': 'Gmail öffnen',
  'emailConfirmation.openYahoo': 'Yahoo öffnen',
  'emailConfirmation.openOutlook': 'Outlook öffnen',
  'emailConfirmation.resend': 'E-Mail erneut senden',
  'emailConfirmation.tryAgain': 'Erneut versuchen',
  'emailConfirmation.resent': 'E-Mail erneut gesendet',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Konto erstellen',
  'password.new.body': 'Legen Sie ein Passwort fest, um die Erstellung Ihres Kontos abzuschließen.',
  'password.new.submit': 'Weiter',
  'password.login.header': 'Anmelden',
  'password.login.submit': 'Weiter',
  'password.forgot': 'Passwort vergessen?',
  'password.emailLoginLink': 'Anmeldelink per E-Mail senden',
  'password.emailLoginCode': 'Anmeldecode per E-Mail senden',
  'password.passwordless.header': 'Prüfen Sie Ihr E-Mail-Postfach',
  'password.passwordless.body': 'Ein Anmeldelink oder -code wurde an {email} gesendet.',
  'password.createInstead': 'Stattdessen ein Passwort erstellen',
  'password.loginWithoutPassword': 'Ohne Passwort anmelden',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Passwort vergessen?',
  'passwordForgot.body': 'Wir haben Ihnen einen Link zum Zurücksetzen Ihres Passworts an {email} gesendet.',
  'passwordBreached.header': 'Prüfen Sie Ihr E-Mail-Postfach, um ein neues Passwort festzulegen',
  'passwordBreached.body':
    'Auf einer anderen Website, auf der Sie dasselbe Passwort verwenden, gab es kürzlich einen Sicherheitsvorfall. Zu Ihrer Sicherheit haben wir Ihnen eine E-Mail an {email} gesendet, mit der Sie Ihr Passwort zurücksetzen können.',
  'passwordSetNew.header': 'Prüfen Sie Ihr E-Mail-Postfach!',
  'passwordSetNew.body': 'Wir haben Ihnen einen Anmeldelink an {email} gesendet.',
  'passwordDedupe.header': 'Prüfen Sie Ihr E-Mail-Postfach, um ein neues Passwort festzulegen!',
  'passwordDedupe.body': 'Wir haben Ihnen einen Anmeldelink an {email} gesendet, um zu bestätigen, dass Sie es sind.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Passwort zurücksetzen',
  'passwordReset.submit': 'Weiter',
  'passwordReset.loggingIn': 'Anmeldung läuft…',
  'passwordReset.autoLoggingIn': 'Anmeldung läuft',
  'passwordReset.noToken':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Fordern Sie über das Anmeldeformular einen neuen an.',
  'passwordConfirmation.header': 'Geschafft!',
  'passwordConfirmation.body': 'Sie haben sich erfolgreich angemeldet.',

  // §5 Strength meter
  'strength.lengthRule': '{n, plural, one {Muss mindestens # Zeichen lang sein} other {Muss mindestens # Zeichen lang sein}}',
  'strength.complexityRule': 'Muss {n} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen',
  'strength.breached':
    'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, bei der es einen Sicherheitsvorfall gab. Bitte wählen Sie ein anderes Passwort.',
  'strength.ruleMet': 'Anforderung erfüllt: {rule}.',
  'strength.ruleUnmet': 'Anforderung nicht erfüllt: {rule}.',
  'strength.label': 'Passwortstärke',
  'strength.score.0': 'Sehr schwach',
  'strength.score.1': 'Schwach',
  'strength.score.2': 'Mittel',
  'strength.score.3': 'Stark',
  'strength.score.4': 'Sehr stark',
  'strength.valid': 'Das Passwort ist gültig.',
  'strength.level': 'Passwortstärke: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'Gerade Tastenreihen auf der Tastatur sind leicht zu erraten.',
  'strength.warning.keyPattern': 'Kurze Tastaturmuster sind leicht zu erraten.',
  'strength.warning.simpleRepeat': 'Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.',
  'strength.warning.extendedRepeat': 'Wiederholte Zeichenmuster wie „abcabcabc“ sind leicht zu erraten.',
  'strength.warning.sequences': 'Gängige Zeichenfolgen wie „abc“ sind leicht zu erraten.',
  'strength.warning.recentYears': 'Jahreszahlen der letzten Jahre sind leicht zu erraten.',
  'strength.warning.dates': 'Datumsangaben sind leicht zu erraten.',
  'strength.warning.topTen': 'Dieses Passwort wird sehr häufig verwendet.',
  'strength.warning.topHundred': 'Dieses Passwort wird häufig verwendet.',
  'strength.warning.common': 'Dieses Passwort ist weit verbreitet.',
  'strength.warning.similarToCommon': 'Dieses Passwort ähnelt einem weit verbreiteten Passwort.',
  'strength.warning.wordByItself': 'Einzelne Wörter sind leicht zu erraten.',
  'strength.warning.namesByThemselves': 'Einzelne Vor- oder Nachnamen sind leicht zu erraten.',
  'strength.warning.commonNames': 'Gängige Vor- und Nachnamen sind leicht zu erraten.',
  'strength.warning.userInputs': 'Das Passwort sollte keine persönlichen oder seitenbezogenen Daten enthalten.',
  'strength.suggestion.l33t': 'Vermeiden Sie vorhersehbare Ersetzungen wie „@“ für „a“.',
  'strength.suggestion.reverseWords': 'Vermeiden Sie rückwärts geschriebene gängige Wörter.',
  'strength.suggestion.allUppercase': 'Schreiben Sie einige, aber nicht alle Buchstaben groß.',
  'strength.suggestion.capitalization': 'Schreiben Sie mehr als nur den ersten Buchstaben groß.',
  'strength.suggestion.dates': 'Vermeiden Sie Daten und Jahre, die mit Ihnen in Verbindung stehen.',
  'strength.suggestion.recentYears': 'Vermeiden Sie Jahreszahlen der letzten Jahre.',
  'strength.suggestion.associatedYears': 'Vermeiden Sie Jahre, die mit Ihnen in Verbindung stehen.',
  'strength.suggestion.sequences': 'Vermeiden Sie gängige Zeichenfolgen.',
  'strength.suggestion.repeated': 'Vermeiden Sie wiederholte Wörter und Zeichen.',
  'strength.suggestion.longerKeyboardPattern': 'Verwenden Sie längere Tastaturmuster und wechseln Sie mehrmals die Richtung.',
  'strength.suggestion.anotherWord': 'Fügen Sie weitere, weniger gebräuchliche Wörter hinzu.',
  'strength.suggestion.useWords': 'Verwenden Sie mehrere Wörter, aber keine gängigen Redewendungen.',
  'strength.suggestion.noNeed': 'Ein sicheres Passwort braucht keine Sonderzeichen, Ziffern oder Großbuchstaben.',

  // §2 Passkeys
  'passkeyStart.header': 'Neuen Passkey einrichten',
  'passkeyStart.body1': 'Mit Passkeys müssen Sie sich keine komplizierten Passwörter mehr merken.',
  'passkeyStart.body2':
    'Passkeys sind verschlüsselte digitale Schlüssel, die Sie mit Ihrem Fingerabdruck, Ihrem Gesicht oder Ihrer Displaysperre erstellen.',
  'passkeyStart.create': 'Passkey erstellen',
  'passkeyStart.skip': 'Überspringen',
  'passkeyStart.noUser': 'Fehler: Die Komponente PasskeyRegistration kann nicht ohne aktiven, authentifizierten Nutzer verwendet werden.',
  'passkeySuccess.header': 'Passkey erfolgreich erstellt!',
  'passkeySuccess.existing': 'Vorhandene Passkeys',
  'passkeySuccess.another': 'Weiteren Passkey einrichten',
  'passkeySuccess.done': 'Fertig',
  'passkeySuccess.delete': 'Löschen',
  'passkeySuccess.cancel': 'Abbrechen',
  'passkeySuccess.deleteWarning': 'Ein gelöschter Passkey kann nicht wiederhergestellt werden.',
  'passkeySuccess.doneNotice': 'Ihre Passkeys wurden gespeichert.',
  'passkeyRow.nameLabel': 'Name des Passkeys',
  'passkeyRow.edit': 'Namen von {name} bearbeiten',
  'passkeyRow.save': 'Namen von {name} speichern',
  'passkeyRow.delete': '{name} löschen',
  'passkeyConfirmation.header': 'Erfolgreich',
  'passkeyConfirmation.body': 'Ihr Passkey wurde erfolgreich authentifiziert.',

  // §2 Crypto
  'crypto.connect.header': 'Verbindung mit Ihrer Wallet wird hergestellt…',
  'crypto.connect.hint': 'Schließen Sie die Anmeldung im Pop-up-Fenster Ihrer Wallet ab.',
  'crypto.retryHint': 'Wenn Sie es erneut versuchen möchten, kehren Sie mit dem Zurück-Pfeil zum Anmeldebildschirm zurück.',
  'crypto.sign.header': 'Signaturanfrage wird abgeschlossen…',
  'crypto.setup.header': 'Neue Krypto-Wallet einrichten',
  'crypto.setup.body':
    'Die Anmeldung mit einer Krypto-Wallet hält Ihr Konto privat und sicher. Laden Sie eine dieser Wallets herunter, um loszulegen.',
  'crypto.setup.download': '{wallet} herunterladen',
  'crypto.other.header': 'Weiter mit einer anderen Wallet',
  'crypto.confirmation.header': 'Geschafft!',
  'crypto.confirmation.body': 'Ihre Wallet wurde erfolgreich verbunden.',
  'crypto.error.header': 'Da ist wohl ein Fehler aufgetreten!',
  'crypto.error.body':
    'Ihre Anmeldeanfrage konnte nicht abgeschlossen werden. Kehren Sie mit dem Zurück-Pfeil zum Anmeldebildschirm zurück und versuchen Sie es erneut.',
  'crypto.signFailed': '[Fehler] Nachricht konnte nicht signiert werden',
  'crypto.other.label': 'Krypto-Wallets',

  // Authenticator app
  'totp.header': 'Bestätigungscode eingeben',
  'totp.body': 'Geben Sie den {digits}-stelligen Code aus Ihrer Authenticator-App ein.',
  'totp.codeLabel': 'Code aus Ihrer Authenticator-App',
  'totp.verifying': 'Code wird überprüft…',
  'totp.useRecoveryCode': 'Stattdessen einen Wiederherstellungscode verwenden',
  'totp.codeInvalid': 'Ungültiger Code. Bitte versuchen Sie es erneut.',
  'totp.codeReused':
    'Dieser Code wurde bereits verwendet. Warten Sie auf den nächsten Code in Ihrer Authenticator-App und versuchen Sie es erneut.',
  'totp.recover.header': 'Wiederherstellungscode eingeben',
  'totp.recover.body':
    'Geben Sie einen der Wiederherstellungscodes ein, die Sie beim Einrichten Ihrer Authenticator-App gespeichert haben. Jeder Code funktioniert nur einmal.',
  'totp.recover.label': 'Wiederherstellungscode',
  'totp.recover.submit': 'Weiter',
  'totp.recover.invalid': 'Ungültiger Wiederherstellungscode. Bitte versuchen Sie es erneut. Jeder Code funktioniert nur einmal.',
  'totp.recover.useApp': 'Stattdessen Ihre Authenticator-App verwenden',
  'totp.enroll.header': 'Authenticator-App einrichten',
  'totp.enroll.body':
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App und geben Sie dann den angezeigten {digits}-stelligen Code ein.',
  'totp.enroll.qrLabel': 'QR-Code zum Scannen mit Ihrer Authenticator-App',
  'totp.enroll.secretLabel': 'Scannen nicht möglich? Geben Sie stattdessen diesen Schlüssel in Ihrer App ein:',
  'totp.enroll.copy': 'Schlüssel kopieren',
  'totp.enroll.copied': 'Kopiert',
  'totp.enroll.copyFailed': 'Der Schlüssel konnte nicht kopiert werden. Markieren Sie ihn und kopieren Sie ihn selbst.',
  'totp.enroll.creating': 'Ihre Authenticator-App wird eingerichtet',
  'totp.enroll.skip': 'Vorerst überspringen',
  'totp.codes.header': 'Wiederherstellungscodes speichern',
  'totp.codes.body':
    'Wenn Sie keinen Zugriff mehr auf Ihre Authenticator-App haben, können Sie sich mit einem dieser Codes anmelden. Jeder Code funktioniert nur einmal. Bewahren Sie die Codes an einem sicheren Ort auf.',
  'totp.codes.listLabel': 'Wiederherstellungscodes',
  'totp.codes.copy': 'Codes kopieren',
  'totp.codes.copied': 'Wiederherstellungscodes kopiert',
  'totp.codes.copyFailed': 'Die Codes konnten nicht kopiert werden. Markieren Sie sie und kopieren Sie sie selbst.',
  'totp.codes.download': 'Codes herunterladen',
  'totp.codes.fileName': 'wiederherstellungscodes.txt',
  'totp.codes.saved': 'Ich habe sie gespeichert',

  // Common
  'common.back': 'Zurück',
  'common.didNotGetIt': 'Nichts erhalten?',
  'common.loading': 'Wird geladen',
  'common.success': 'Erfolgreich',
  'common.poweredBy': 'Bereitgestellt von Gatehouse',
  'common.logo': 'Logo',
  'common.opensInNewTab': '(wird in einem neuen Tab geöffnet)',
  'common.notifications': 'Benachrichtigungen',
  'common.dismiss': 'Schließen',
  'common.warning': 'Warnung',
  'common.tryAgain': 'Erneut versuchen',
  'common.resendIn': '({time})',
  'common.resendWait': 'Sie können in {wait} erneut senden.',

  // §2 toast area
  'toast.label': 'Benachrichtigung',
  'toast.viewportLabel': 'Benachrichtigungen ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Ungültige E-Mail-Adresse. Bitte versuchen Sie es erneut.',
  'validation.email': 'Ungültige E-Mail-Adresse',
  'validation.phone': 'Ungültige Telefonnummer. Bitte versuchen Sie es erneut.',

  // §5 Configuration errors
  'config.passkeysAlone':
    'Fehler: Passkeys können nicht allein verwendet werden. Bitte fügen Sie der Konfiguration ein weiteres Produkt hinzu.',
  'config.emlAndEmailOtp': 'Fehler: EML und E-Mail-OTP können nicht gemeinsam verwendet werden',

  // §8 Errors
  'error.generic': 'Da ist wohl ein Fehler aufgetreten!',
  'error.unableToContact': 'Unsere Server sind nicht erreichbar.',
  'error.invalidJson': 'Ungültige JSON-Antwort von unseren Servern.',
  'error.invalidResponse': 'Ungültige oder keine Antwort vom Server',
  'error.otpInvalid': 'Ungültiger Code. Bitte versuchen Sie es erneut.',
  'error.tooManyRequests': 'Es wurden zu viele Anfragen gestellt. Bitte versuchen Sie es in {wait} erneut.',
  'error.passkeyLogin': 'Bei der Authentifizierung mit dem Passkey ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'error.passkeyNotFound':
    'Passkey-Registrierung nicht gefunden. Möglicherweise haben Sie den Passkey aus Ihrem Konto gelöscht, aber nicht aus Ihrem Passwortmanager. Bitte versuchen Sie es erneut.',
  'error.passkeyEmpty': 'Der Browser hat keinen Passkey zurückgegeben. Bitte versuchen Sie es erneut.',
  'error.passkeyAlreadyRegistered':
    'Der Passkey kann nicht erstellt werden, da er offenbar bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und geräteübergreifend synchronisiert.',
  'error.passkeyNotCreated':
    'Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Passkey erstellen“, um es erneut zu versuchen, oder überspringen Sie diesen Schritt, ohne einen Passkey hinzuzufügen.',
  'error.missingPkce': 'Schließen Sie diesen Vorgang auf demselben Gerät ab, auf dem Sie ihn begonnen haben.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'Der aktuelle Ursprung ist für diesen Google-Client nicht zulässig. Fügen Sie {host} (und für die Entwicklung localhost mit Port) zu den autorisierten JavaScript-Quellen Ihres Google-Clients hinzu.',
  'oneTap.invalidClient':
    'Die Google-Client-ID wurde nicht erkannt. Vergleichen Sie die Client-ID in Ihrem Dashboard mit der in Ihrer Google Cloud Console.',
  'oneTap.configNotFound': 'Für dieses Projekt ist kein Google-OAuth-Client konfiguriert.',
  'oneTap.noLoginRedirect':
    'Es sind keine Weiterleitungs-URLs für die Anmeldung festgelegt. Fügen Sie sie in Ihrem Dashboard hinzu, damit oauthOptions.loginRedirectURL geprüft werden kann.',
  'oneTap.noSignupRedirect':
    'Es sind keine Weiterleitungs-URLs für die Registrierung festgelegt. Fügen Sie sie in Ihrem Dashboard hinzu, damit oauthOptions.signupRedirectURL geprüft werden kann.',
  'oneTap.defaultProviderNotAllowed':
    'One Tap ist mit dem Standard-Google-Client nicht verfügbar. Konfigurieren Sie Ihren eigenen Google-Client, um es zu verwenden.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'Die Anfrage konnte nicht interpretiert werden.',
  'apiError.invalid_json': 'Der Anfragetext ist kein gültiges JSON.',
  'apiError.unsupported_content_type': 'Senden Sie Anfragetexte als application/json.',
  'apiError.request_too_large': 'Der Anfragetext ist größer, als der Emulator akzeptiert (1 MiB).',
  'apiError.route_not_found': 'Keine API-Route passt zu dieser Methode und diesem Pfad.',
  'apiError.unauthorized_credentials':
    'Das öffentliche Token oder die Anmeldedaten im Authorization-Header sind für dieses Projekt nicht gültig.',
  'apiError.session_not_found': 'Die Sitzung wurde nicht gefunden: Sie ist abgelaufen, wurde widerrufen oder hat nie existiert.',
  'apiError.user_unauthenticated': 'Dieser Aufruf erfordert eine aktive Sitzung; es wurde keine gesendet.',
  'apiError.origin_not_allowed': 'Dieser Ursprung gehört nicht zu den zulässigen Ursprüngen des Projekts.',
  'apiError.host_not_allowed':
    'Der Emulator antwortet nur auf seine eigenen Hostnamen (localhost, 127.0.0.1, [::1] und den Host, mit dem er gestartet wurde).',
  'apiError.session_too_old_to_reset_password':
    'Die angegebene Sitzung kann nicht zum Zurücksetzen eines Passworts verwendet werden: In den letzten 5 Minuten wurde darin kein Passwort-, E-Mail-Magic-Link- oder E-Mail-OTP-Faktor authentifiziert. Authentifizieren Sie sich erneut, bevor Sie es noch einmal versuchen.',
  'apiError.stale_factors':
    'Diese Änderung erfordert eine kürzliche Anmeldung: In der Sitzung wurde in den letzten 5 Minuten kein Faktor authentifiziert. Authentifizieren Sie sich erneut und versuchen Sie es noch einmal.',
  'apiError.invalid_email': 'Die E-Mail-Adresse ist ungültig.',
  'apiError.invalid_phone_number': 'Die Telefonnummer muss im Format E.164 angegeben werden, zum Beispiel +15555550123.',
  'apiError.invalid_metadata': 'untrusted_metadata muss ein JSON-Objekt mit höchstens 4096 Bytes sein.',
  'apiError.user_not_found': 'Der Nutzer wurde nicht gefunden.',
  'apiError.organization_not_found': 'Keine Organisation hat diese organization_id.',
  'apiError.email_not_found': 'Kein Nutzer hat diese E-Mail-Adresse.',
  'apiError.phone_number_not_found': 'Kein Nutzer hat diese Telefonnummer.',
  'apiError.duplicate_email': 'Diese E-Mail-Adresse gehört bereits zu einem anderen Nutzer.',
  'apiError.duplicate_phone_number': 'Diese Telefonnummer gehört bereits zu einem anderen Nutzer.',
  'apiError.too_many_unverified_factors':
    'Es konnte kein neuer Authentifizierungsfaktor erstellt werden. Dieser Nutzer hat bereits zu viele nicht bestätigte Faktoren.',
  'apiError.redirect_url_not_allowed': 'Die Weiterleitungs-URL gehört nicht zu den zulässigen Weiterleitungs-URLs des Projekts.',
  'apiError.unable_to_auth_magic_link': 'Der Magic Link konnte nicht authentifiziert werden.',
  'apiError.pkce_mismatch': 'Der code_verifier passt nicht zur code_challenge, mit der dieses Token ausgestellt wurde (pkce).',
  'apiError.missing_code_challenge': 'Dieses Projekt erfordert PKCE (pkce): Senden Sie eine code_challenge.',
  'apiError.otp_code_not_found':
    'Für diese method_id gibt es keinen aktiven Code: Er ist abgelaufen, wurde bereits verwendet, durch einen neueren Code ersetzt oder zu oft falsch eingegeben.',
  'apiError.unable_to_auth_otp_code': 'Der Code ist falsch.',
  'apiError.weak_password': 'Das Passwort ist für die Passwortrichtlinie des Projekts zu schwach.',
  'apiError.breached_password':
    'Dieses Passwort steht auf einer Liste von Passwörtern, die bei Datenlecks offengelegt wurden. Wählen Sie ein anderes.',
  'apiError.reset_password': 'Das Passwort dieses Nutzers muss zurückgesetzt werden, bevor es zur Anmeldung verwendet werden kann.',
  'apiError.password_not_found': 'Dieser Nutzer hat kein Passwort.',
  'apiError.totp_not_found': 'Die TOTP-Registrierung dieses Nutzers wurde nicht gefunden.',
  'apiError.crypto_wallet_not_found': 'Die Krypto-Wallet dieses Nutzers wurde nicht gefunden.',
  'apiError.oauth_user_registration_not_found': 'Die OAuth-Registrierung dieses Nutzers wurde nicht gefunden.',
  'apiError.webauthn_registration_not_found': 'Die WebAuthn-Registrierung dieses Nutzers wurde nicht gefunden.',
  'apiError.biometric_registration_not_found': 'Die biometrische Registrierung dieses Nutzers wurde nicht gefunden.',
  'apiError.too_many_requests': 'Es wurden zu viele Anfragen gestellt.',
  'apiError.internal_server_error': 'Im Emulator ist ein unerwarteter Fehler aufgetreten. Details stehen in seinem Protokoll.',
  'apiError.invalid_oauth_provider': 'Dieser OAuth-Anbieter gehört nicht zu den unterstützten Anbietern.',
  'apiError.public_token_required': 'Der Abfrageparameter public_token ist erforderlich.',
  'apiError.no_match_for_provided_oauth_url': 'Die Weiterleitungs-URL gehört nicht zu den zulässigen Weiterleitungs-URLs des Projekts.',
  'apiError.invalid_pkce_code_challenge':
    'code_challenge muss der base64url-codierte SHA-256-Hash eines code_verifier sein (43 Zeichen, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'code_verifier muss aus 43 bis 128 Zeichen aus [A-Za-z0-9-._~] bestehen (RFC 7636).',
  'apiError.pkce_expected_code_verifier':
    'Dieses Token wurde mit einer code_challenge ausgestellt (pkce): Senden Sie den passenden code_verifier.',
  'apiError.pkce_did_not_expect_code_verifier':
    'Dieses Token wurde ohne code_challenge ausgestellt, daher wird kein code_verifier erwartet (pkce).',
  'apiError.oauth_token_not_found':
    'Das OAuth-Token wurde nicht gefunden: Es ist abgelaufen, wurde bereits verwendet oder hat nie existiert.',
  'apiError.oauth_invalid_state':
    'Dieser Anmeldeversuch ist abgelaufen oder wurde bereits abgeschlossen. Starten Sie die Anmeldung erneut.',
  'apiError.invalid_identity': 'Die Testidentität benötigt eine gültige E-Mail-Adresse.',
  'apiError.oauth_config_not_found': 'Für dieses Projekt ist kein Google-OAuth-Client konfiguriert.',
  'apiError.no_login_redirect_urls_set':
    'Das Projekt hat keine Weiterleitungs-URLs für die Anmeldung, daher kann oauthOptions.loginRedirectURL nicht geprüft werden.',
  'apiError.no_signup_redirect_urls_set':
    'Das Projekt hat keine Weiterleitungs-URLs für die Registrierung, daher kann oauthOptions.signupRedirectURL nicht geprüft werden.',
  'apiError.default_provider_not_allowed':
    'Der Standard-Google-Client kann nicht mit One Tap verwendet werden: Konfigurieren Sie Ihren eigenen Google-Client.',
  'apiError.invalid_callback_id': 'Die One-Tap-Callback-ID ist unbekannt, abgelaufen oder wurde bereits verwendet.',
  'apiError.id_token_invalid': 'Das Google-ID-Token ist ungültig.',
  'apiError.id_token_expired': 'Das Google-ID-Token ist abgelaufen.',
  'apiError.id_token_incorrect_audience':
    'Das Google-ID-Token wurde für einen anderen Client als den Google-Client des Projekts ausgestellt.',
  'apiError.invalid_webauthn_registration_domain':
    'domain muss ein Hostname (die Relying-Party-ID) sein, der zum aufrufenden Ursprung passt.',
  'apiError.invalid_authenticator_type': "authenticator_type muss 'platform' oder 'cross-platform' sein.",
  'apiError.invalid_public_key_credential': 'public_key_credential ist keine gültige WebAuthn-Anmeldeinformation (JSON-String).',
  'apiError.no_pending_webauthn_registration':
    'Keine ausstehende WebAuthn-Challenge passt zu dieser Anmeldeinformation: Sie ist abgelaufen, wurde bereits verwendet oder hat nie existiert.',
  'apiError.unable_to_register_webauthn_registration': 'Die WebAuthn-Registrierung konnte nicht verifiziert werden.',
  'apiError.duplicate_webauthn_registration': 'Diese Anmeldeinformation ist bereits registriert.',
  'apiError.unable_to_auth_webauthn_registration': 'Die WebAuthn-Assertion konnte nicht verifiziert werden.',
  'apiError.no_active_webauthn_registrations': 'Dieser Nutzer hat keine WebAuthn-Registrierungen.',
  'apiError.empty_webauthn_registration_name': 'Der Name der WebAuthn-Registrierung darf nicht leer sein.',
  'apiError.invalid_expiration': 'expiration_minutes muss eine ganze Zahl von 5 bis 1440 sein.',
  'apiError.active_totp_exists':
    'Dieser Nutzer hat bereits eine aktive TOTP-Registrierung. Löschen Sie sie, bevor Sie eine neue erstellen.',
  'apiError.totps_not_found_for_user': 'Dieser Nutzer hat keine TOTP-Registrierung.',
  'apiError.expired_totp': 'Die TOTP-Registrierung ist abgelaufen, bevor sie bestätigt wurde. Erstellen Sie eine neue.',
  'apiError.invalid_totp_code': 'totp_code muss aus 6 Ziffern bestehen.',
  'apiError.unable_to_authenticate_totp': 'Der TOTP-Code ist falsch.',
  'apiError.totp_code_already_authenticated': 'Dieser TOTP-Code wurde bereits verwendet; warten Sie auf den nächsten (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code':
    'Das sieht nach einem Wiederherstellungscode aus: Verwenden Sie für Wiederherstellungscodes den Aufruf recover.',
  'apiError.totp_code_used_as_recovery_code': 'Das sieht nach einem TOTP-Code aus: Verwenden Sie für Codes aus der App totps/authenticate.',
  'apiError.recovery_codes_not_found': 'Dieser Nutzer hat keine bestätigte TOTP-Registrierung mit Wiederherstellungscodes.',
  'apiError.unable_to_authenticate_recovery_code': 'Der Wiederherstellungscode ist falsch oder wurde bereits verwendet.',
  'apiError.invalid_wallet_type': "crypto_wallet_type muss 'ethereum' oder 'solana' sein.",
  'apiError.invalid_ethereum_address': 'Die Adresse ist keine gültige Ethereum-Adresse (0x gefolgt von 40 Hexadezimalziffern).',
  'apiError.invalid_solana_address': 'Die Adresse ist keine gültige Solana-Adresse (ein base58-codierter öffentlicher ed25519-Schlüssel).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum gilt nur für Ethereum-Wallets.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri muss eine http(s)-URI auf einem zulässigen Ursprung sein.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain muss der Host von siwe_params.uri sein.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id muss eine positive ganze Zahl sein (EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement muss eine einzelne Zeile mit höchstens 1024 Zeichen sein.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources müssen URIs sein.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id muss eine einzelne Zeile aus druckbaren Zeichen sein.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at und not_before müssen Zeitstempel nach RFC 3339 sein.',
  'apiError.duplicate_wallet_address': 'Diese Wallet-Adresse gehört bereits zu einem anderen Nutzer.',
  'apiError.crypto_wallet_challenge_not_found':
    'Für diese Wallet gibt es keine ausstehende Challenge: Sie ist abgelaufen, wurde bereits verwendet oder nie gestartet.',
  'apiError.siwe_message_not_valid_yet': 'Die Sign-In-With-Ethereum-Nachricht ist noch nicht gültig (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'Die Signatur lässt sich für diese Wallet und diese Challenge nicht verifizieren.',
};

export default messages;
