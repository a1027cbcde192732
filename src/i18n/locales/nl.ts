/**
 * Dutch — register: informal «je», as Google, Apple and Microsoft address their users on their Dutch sign-in
 * screens («Voer je wachtwoord in») and as Dutch consumer apps do; «u» reads as bank or government mail.
 * Typography: “…” quotes, typographic apostrophe ’ (URL’s), «sms» lowercase as the Taalunie spells it. Product
 * names kept as Dutch users see them: «toegangssleutel» for passkey (Google's and Apple's Dutch term),
 * «wachtwoord», «eenmalige code», «e-mail», «authenticator-app», «cryptowallet», Gmail, Yahoo, Outlook, WhatsApp,
 * Google, One Tap. Fixed identifiers in API errors (field names, PKCE, WebAuthn, TOTP, RFC numbers) stay as the
 * API spells them.
 */
import { accountNl } from './account/nl.js';
const messages = {
  ...accountNl,
  // §2 Main
  'main.header': 'Registreren of inloggen',
  'main.passkeyLogin': 'Inloggen met een toegangssleutel',
  'main.tabs.label': 'Kies hoe je je code wilt ontvangen',
  'main.tabs.sms': 'Sms',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'main.continueWithEmail': 'Doorgaan met e-mail',
  'main.continueWithPhone': 'Doorgaan met sms',
  'main.continueWithWhatsApp': 'Doorgaan met WhatsApp',
  'main.continue': 'Doorgaan',
  'main.divider': 'of',
  'social.continueWith': 'Doorgaan met {provider}',
  'wallet.continueWith': 'Doorgaan met {wallet}',
  'wallet.name.ethereum': 'Ethereum-wallet',
  'wallet.name.solana': 'Solana-wallet',
  'wallet.other': 'Doorgaan met een andere cryptowallet',
  'wallet.setup': 'Een nieuwe cryptowallet instellen',
  'oneTap.loading': 'Inloggen met Google wordt geladen',

  // Fields
  'field.email.label': 'E-mailadres',
  'field.email.placeholder': 'voorbeeld@email.com',
  'field.phone.label': 'Telefoonnummer',
  'field.phone.country': 'Land',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'Wachtwoord',
  'field.newPassword.label': 'Nieuw wachtwoord',
  'field.password.show': 'Wachtwoord tonen',
  'field.password.hide': 'Wachtwoord verbergen',
  'field.otp.label': 'Eenmalige code',
  'field.required': 'Verplicht',

  // §2 OTPAuthenticate
  'otp.header': 'Voer de code in',
  'otp.sentTo':
    '{channel, select, email {We hebben een code van {digits} cijfers gestuurd naar {destination}.} sms {We hebben een code van {digits} cijfers per sms gestuurd naar {destination}.} other {We hebben een code van {digits} cijfers via WhatsApp gestuurd naar {destination}.}}',
  'otp.verifying': 'Code controleren…',
  'otp.expiresIn': 'Je code verloopt over {time}.',
  'otp.expired': 'Je code is verlopen.',
  'otp.resend': 'Code opnieuw sturen',
  'otp.resent': 'Code opnieuw gestuurd',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Gelukt',
  'otpConfirmation.body': 'Je code is geverifieerd.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Check je e-mail',
  'emailConfirmation.body': 'We hebben een e-mail gestuurd naar {email}.',
  'emailConfirmation.openGmail': 'Gmail openen',
  'emailConfirmation.openYahoo': 'Yahoo openen',
  'emailConfirmation.openOutlook': 'Outlook openen',
  'emailConfirmation.resend': 'E-mail opnieuw sturen',
  'emailConfirmation.tryAgain': 'Opnieuw proberen',
  'emailConfirmation.resent': 'E-mail opnieuw gestuurd',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Account maken',
  'password.new.body': 'Stel een wachtwoord in om het maken van je account af te ronden.',
  'password.new.submit': 'Doorgaan',
  'password.login.header': 'Inloggen',
  'password.login.submit': 'Doorgaan',
  'password.forgot': 'Wachtwoord vergeten?',
  'password.emailLoginLink': 'Stuur me een inloglink per e-mail',
  'password.emailLoginCode': 'Stuur me een inlogcode per e-mail',
  'password.passwordless.header': 'Check je e-mail',
  'password.passwordless.body': 'We hebben een inloglink of -code gestuurd naar {email}.',
  'password.createInstead': 'Liever een wachtwoord maken',
  'password.loginWithoutPassword': 'Inloggen zonder wachtwoord',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Wachtwoord vergeten?',
  'passwordForgot.body': 'We hebben een link om je wachtwoord te resetten gestuurd naar {email}.',
  'passwordBreached.header': 'Check je e-mail om een nieuw wachtwoord in te stellen',
  'passwordBreached.body':
    'Een andere site waar je hetzelfde wachtwoord gebruikt, had onlangs een beveiligingsprobleem. Voor je veiligheid hebben we een e-mail naar {email} gestuurd om je wachtwoord te resetten.',
  'passwordSetNew.header': 'Check je e-mail!',
  'passwordSetNew.body': 'We hebben een inloglink gestuurd naar {email}.',
  'passwordDedupe.header': 'Check je e-mail om een nieuw wachtwoord in te stellen!',
  'passwordDedupe.body': 'We hebben een inloglink naar {email} gestuurd om te bevestigen dat jij het bent.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Je wachtwoord resetten',
  'passwordReset.submit': 'Doorgaan',
  'passwordReset.loggingIn': 'Bezig met inloggen…',
  'passwordReset.autoLoggingIn': 'Bezig met inloggen',
  'passwordReset.noToken': 'Deze link om je wachtwoord te resetten is ongeldig of verlopen. Vraag een nieuwe aan via het inlogformulier.',
  'passwordConfirmation.header': 'Gelukt!',
  'passwordConfirmation.body': 'Je bent ingelogd.',

  // §5 Strength meter
  'strength.lengthRule': '{n, plural, one {Moet minstens # teken lang zijn} other {Moet minstens # tekens lang zijn}}',
  'strength.complexityRule': 'Moet {n} van de volgende bevatten: hoofdletter, kleine letter, cijfer, symbool',
  'strength.breached':
    'Dit wachtwoord is mogelijk gebruikt op een andere site die een beveiligingsprobleem heeft gehad. Kies een ander wachtwoord.',
  'strength.ruleMet': 'Voldoet aan eis: {rule}.',
  'strength.ruleUnmet': 'Voldoet niet aan eis: {rule}.',
  'strength.label': 'Wachtwoordsterkte',
  'strength.score.0': 'Zeer zwak',
  'strength.score.1': 'Zwak',
  'strength.score.2': 'Redelijk',
  'strength.score.3': 'Sterk',
  'strength.score.4': 'Zeer sterk',
  'strength.valid': 'Het wachtwoord is geldig.',
  'strength.level': 'Wachtwoordsterkte: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'Rechte rijen toetsen op je toetsenbord zijn makkelijk te raden.',
  'strength.warning.keyPattern': 'Korte toetsenbordpatronen zijn makkelijk te raden.',
  'strength.warning.simpleRepeat': 'Herhaalde tekens zoals "aaa" zijn makkelijk te raden.',
  'strength.warning.extendedRepeat': 'Herhaalde tekenpatronen zoals "abcabcabc" zijn makkelijk te raden.',
  'strength.warning.sequences': 'Veelvoorkomende tekenreeksen zoals "abc" zijn makkelijk te raden.',
  'strength.warning.recentYears': 'Recente jaartallen zijn makkelijk te raden.',
  'strength.warning.dates': 'Datums zijn makkelijk te raden.',
  'strength.warning.topTen': 'Dit wachtwoord wordt extreem vaak gebruikt.',
  'strength.warning.topHundred': 'Dit wachtwoord wordt heel vaak gebruikt.',
  'strength.warning.common': 'Dit wachtwoord wordt vaak gebruikt.',
  'strength.warning.similarToCommon': 'Dit wachtwoord lijkt op een veelgebruikt wachtwoord.',
  'strength.warning.wordByItself': 'Losse woorden zijn makkelijk te raden.',
  'strength.warning.namesByThemselves': 'Losse voor- of achternamen zijn makkelijk te raden.',
  'strength.warning.commonNames': 'Veelvoorkomende voor- en achternamen zijn makkelijk te raden.',
  'strength.warning.userInputs': 'Het wachtwoord mag geen persoonlijke of paginagebonden gegevens bevatten.',
  'strength.suggestion.l33t': 'Vermijd voorspelbare lettervervangingen, zoals "@" voor "a".',
  'strength.suggestion.reverseWords': 'Vermijd veelvoorkomende woorden die achterstevoren zijn gespeld.',
  'strength.suggestion.allUppercase': 'Gebruik hoofdletters voor sommige letters, maar niet voor alle.',
  'strength.suggestion.capitalization': 'Gebruik meer hoofdletters dan alleen de eerste letter.',
  'strength.suggestion.dates': 'Vermijd datums en jaartallen die met jou te maken hebben.',
  'strength.suggestion.recentYears': 'Vermijd recente jaartallen.',
  'strength.suggestion.associatedYears': 'Vermijd jaartallen die met jou te maken hebben.',
  'strength.suggestion.sequences': 'Vermijd veelvoorkomende tekenreeksen.',
  'strength.suggestion.repeated': 'Vermijd herhaalde woorden en tekens.',
  'strength.suggestion.longerKeyboardPattern': 'Gebruik langere toetsenbordpatronen en verander meerdere keren van richting.',
  'strength.suggestion.anotherWord': 'Voeg meer woorden toe die minder vaak voorkomen.',
  'strength.suggestion.useWords': 'Gebruik meerdere woorden, maar vermijd gangbare uitdrukkingen.',
  'strength.suggestion.noNeed': 'Je kunt sterke wachtwoorden maken zonder symbolen, cijfers of hoofdletters.',

  // §2 Passkeys
  'passkeyStart.header': 'Een nieuwe toegangssleutel instellen',
  'passkeyStart.body1': 'Met toegangssleutels hoef je geen ingewikkelde wachtwoorden meer te onthouden.',
  'passkeyStart.body2':
    'Toegangssleutels zijn versleutelde digitale sleutels die je maakt met je vingerafdruk, je gezicht of je schermvergrendeling.',
  'passkeyStart.create': 'Toegangssleutel maken',
  'passkeyStart.skip': 'Overslaan',
  'passkeyStart.noUser': 'Fout: de component PasskeyRegistration kan niet worden gebruikt zonder actieve, geverifieerde gebruiker.',
  'passkeySuccess.header': 'Toegangssleutel gemaakt!',
  'passkeySuccess.existing': 'Bestaande toegangssleutels',
  'passkeySuccess.another': 'Nog een toegangssleutel instellen',
  'passkeySuccess.done': 'Klaar',
  'passkeySuccess.delete': 'Verwijderen',
  'passkeySuccess.cancel': 'Annuleren',
  'passkeySuccess.deleteWarning': 'Een verwijderde toegangssleutel kan niet worden hersteld.',
  'passkeySuccess.doneNotice': 'Je toegangssleutels zijn opgeslagen.',
  'passkeyRow.nameLabel': 'Naam van toegangssleutel',
  'passkeyRow.edit': 'Naam van {name} bewerken',
  'passkeyRow.save': 'Naam van {name} opslaan',
  'passkeyRow.delete': '{name} verwijderen',
  'passkeyConfirmation.header': 'Gelukt',
  'passkeyConfirmation.body': 'Je toegangssleutel is geverifieerd.',

  // §2 Crypto
  'crypto.connect.header': 'Verbinding maken met je wallet…',
  'crypto.connect.hint': 'Rond het inloggen af in het pop-upvenster van je wallet.',
  'crypto.retryHint': 'Wil je het opnieuw proberen? Ga dan met de pijl terug naar het inlogscherm.',
  'crypto.sign.header': 'Ondertekeningsverzoek afronden…',
  'crypto.setup.header': 'Een nieuwe cryptowallet instellen',
  'crypto.setup.body': 'Inloggen met een cryptowallet houdt je account privé en veilig. Download een van deze wallets om te beginnen.',
  'crypto.setup.download': '{wallet} downloaden',
  'crypto.other.header': 'Doorgaan met een andere wallet',
  'crypto.confirmation.header': 'Gelukt!',
  'crypto.confirmation.body': 'Je wallet is verbonden.',
  'crypto.error.header': 'Er lijkt iets mis te zijn gegaan!',
  'crypto.error.body': 'Je inlogverzoek kan niet worden voltooid. Ga met de pijl terug naar het inlogscherm en probeer het opnieuw.',
  'crypto.signFailed': '[Fout] Kan bericht niet ondertekenen',
  'crypto.other.label': 'Cryptowallets',

  // Authenticator app
  'totp.header': 'Verificatiecode invoeren',
  'totp.body': 'Voer de code van {digits} cijfers uit je authenticator-app in.',
  'totp.codeLabel': 'Code uit je authenticator-app',
  'totp.verifying': 'Code controleren…',
  'totp.useRecoveryCode': 'Liever een herstelcode gebruiken',
  'totp.codeInvalid': 'Ongeldige code. Probeer het opnieuw.',
  'totp.codeReused': 'Deze code is al gebruikt. Wacht op de volgende code in je authenticator-app en probeer het opnieuw.',
  'totp.recover.header': 'Herstelcode invoeren',
  'totp.recover.body':
    'Voer een van de herstelcodes in die je hebt bewaard toen je je authenticator-app instelde. Elke code werkt maar één keer.',
  'totp.recover.label': 'Herstelcode',
  'totp.recover.submit': 'Doorgaan',
  'totp.recover.invalid': 'Ongeldige herstelcode. Probeer het opnieuw. Elke code werkt maar één keer.',
  'totp.recover.useApp': 'Liever je authenticator-app gebruiken',
  'totp.enroll.header': 'Een authenticator-app instellen',
  'totp.enroll.body': 'Scan deze QR-code met je authenticator-app en voer daarna de code van {digits} cijfers in die de app toont.',
  'totp.enroll.qrLabel': 'QR-code om te scannen met je authenticator-app',
  'totp.enroll.secretLabel': 'Lukt scannen niet? Voer dan deze sleutel in je app in:',
  'totp.enroll.copy': 'Sleutel kopiëren',
  'totp.enroll.copied': 'Gekopieerd',
  'totp.enroll.copyFailed': 'Kan de sleutel niet kopiëren. Selecteer hem en kopieer hem zelf.',
  'totp.enroll.creating': 'Je authenticator-app wordt ingesteld',
  'totp.enroll.skip': 'Nu overslaan',
  'totp.codes.header': 'Bewaar je herstelcodes',
  'totp.codes.body':
    'Als je geen toegang meer hebt tot je authenticator-app, kun je inloggen met een van deze codes. Elke code werkt maar één keer. Bewaar ze op een veilige plek.',
  'totp.codes.listLabel': 'Herstelcodes',
  'totp.codes.copy': 'Codes kopiëren',
  'totp.codes.copied': 'Herstelcodes gekopieerd',
  'totp.codes.copyFailed': 'Kan de codes niet kopiëren. Selecteer ze en kopieer ze zelf.',
  'totp.codes.download': 'Codes downloaden',
  'totp.codes.fileName': 'herstelcodes.txt',
  'totp.codes.saved': 'Ik heb ze bewaard',

  // Common
  'common.back': 'Terug',
  'common.didNotGetIt': 'Niets ontvangen?',
  'common.loading': 'Laden',
  'common.success': 'Gelukt',
  'common.poweredBy': 'Mogelijk gemaakt door Gatehouse',
  'common.logo': 'Logo',
  'common.opensInNewTab': '(opent in een nieuw tabblad)',
  'common.notifications': 'Meldingen',
  'common.dismiss': 'Sluiten',
  'common.warning': 'Waarschuwing',
  'common.tryAgain': 'Opnieuw proberen',
  'common.resendIn': '({time})',
  'common.resendWait': 'Je kunt over {wait} opnieuw sturen.',

  // §2 toast area
  'toast.label': 'Melding',
  'toast.viewportLabel': 'Meldingen ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Ongeldig e-mailadres. Probeer het opnieuw.',
  'validation.email': 'Ongeldig e-mailadres',
  'validation.phone': 'Ongeldig telefoonnummer. Probeer het opnieuw.',

  // §5 Configuration errors
  'config.passkeysAlone':
    'Fout: toegangssleutels kunnen niet als enig product worden gebruikt. Voeg een ander product toe aan de configuratie.',
  'config.emlAndEmailOtp': 'Fout: EML en e-mail-OTP kunnen niet samen worden gebruikt',

  // §8 Errors
  'error.generic': 'Er lijkt iets mis te zijn gegaan!',
  'error.unableToContact': 'Kan geen verbinding maken met onze servers.',
  'error.invalidJson': 'Ongeldig JSON-antwoord van onze servers.',
  'error.invalidResponse': 'Ongeldig of geen antwoord van de server',
  'error.otpInvalid': 'Ongeldige code. Probeer het opnieuw.',
  'error.tooManyRequests': 'Er zijn te veel verzoeken gedaan. Probeer het over {wait} opnieuw.',
  'error.passkeyLogin': 'Er is een onbekende fout opgetreden bij het inloggen met je toegangssleutel. Probeer het opnieuw.',
  'error.passkeyNotFound':
    'Registratie van toegangssleutel niet gevonden. Misschien heb je de toegangssleutel wel uit je account verwijderd, maar niet uit je wachtwoordmanager. Probeer het opnieuw.',
  'error.passkeyEmpty': 'De browser heeft geen toegangssleutel teruggegeven. Probeer het opnieuw.',
  'error.passkeyAlreadyRegistered':
    'De toegangssleutel kan niet worden gemaakt, omdat hij al geregistreerd lijkt te zijn. Misschien is hij op een ander apparaat geregistreerd en daarna tussen apparaten gesynchroniseerd.',
  'error.passkeyNotCreated':
    'Je toegangssleutel is niet gemaakt. Klik op “Toegangssleutel maken” om het opnieuw te proberen, of sla deze stap over zonder een toegangssleutel toe te voegen.',
  'error.missingPkce': 'Rond dit proces af op hetzelfde apparaat als waarop je het bent begonnen.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'De huidige oorsprong is niet toegestaan voor deze Google-client. Voeg {host} (en voor ontwikkeling localhost met poort) toe aan de geautoriseerde JavaScript-oorsprongen van je Google-client.',
  'oneTap.invalidClient':
    'De Google-client-ID wordt niet herkend. Vergelijk de client-ID in je dashboard met die in je Google Cloud-console.',
  'oneTap.configNotFound': 'Er is geen Google OAuth-client geconfigureerd voor dit project.',
  'oneTap.noLoginRedirect':
    'Er zijn geen omleidings-URL’s voor inloggen ingesteld. Voeg ze toe in je dashboard zodat oauthOptions.loginRedirectURL kan worden gevalideerd.',
  'oneTap.noSignupRedirect':
    'Er zijn geen omleidings-URL’s voor registratie ingesteld. Voeg ze toe in je dashboard zodat oauthOptions.signupRedirectURL kan worden gevalideerd.',
  'oneTap.defaultProviderNotAllowed':
    'One Tap is niet beschikbaar met de standaard-Google-client. Configureer je eigen Google-client om het te gebruiken.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'Het verzoek kan niet worden geïnterpreteerd.',
  'apiError.invalid_json': 'De body van het verzoek is geen geldige JSON.',
  'apiError.unsupported_content_type': 'Stuur de body van verzoeken als application/json.',
  'apiError.request_too_large': 'De body van het verzoek is groter dan de emulator accepteert (1 MiB).',
  'apiError.route_not_found': 'Geen enkele API-route komt overeen met deze methode en dit pad.',
  'apiError.unauthorized_credentials':
    'Het openbare token of de inloggegevens in de Authorization-header zijn niet geldig voor dit project.',
  'apiError.session_not_found': 'De sessie is niet gevonden: ze is verlopen, ingetrokken of heeft nooit bestaan.',
  'apiError.user_unauthenticated': 'Voor deze aanroep is een actieve sessie nodig, maar er is er geen meegestuurd.',
  'apiError.origin_not_allowed': 'Deze oorsprong staat niet in de toegestane oorsprongen van het project.',
  'apiError.host_not_allowed':
    'De emulator reageert alleen op zijn eigen hostnamen (localhost, 127.0.0.1, [::1] en de host waarmee hij is gestart).',
  'apiError.session_too_old_to_reset_password':
    'Met deze sessie kan geen wachtwoord worden gereset: er is in de afgelopen 5 minuten geen wachtwoord-, e-mail-magic-link- of e-mail-OTP-factor in geverifieerd. Verifieer opnieuw voordat je het nog eens probeert.',
  'apiError.stale_factors':
    'Voor deze wijziging moet je recent zijn ingelogd: de sessie heeft geen factor die in de afgelopen 5 minuten is geverifieerd. Verifieer opnieuw en probeer het nog eens.',
  'apiError.invalid_email': 'Het e-mailadres is ongeldig.',
  'apiError.invalid_phone_number': 'Het telefoonnummer moet in E.164-notatie staan, bijvoorbeeld +15555550123.',
  'apiError.invalid_metadata': 'untrusted_metadata moet een JSON-object van maximaal 4096 bytes zijn.',
  'apiError.user_not_found': 'De gebruiker is niet gevonden.',
  'apiError.organization_not_found': 'Geen enkele organisatie heeft deze organization_id.',
  'apiError.email_not_found': 'Geen enkele gebruiker heeft dit e-mailadres.',
  'apiError.phone_number_not_found': 'Geen enkele gebruiker heeft dit telefoonnummer.',
  'apiError.duplicate_email': 'Dit e-mailadres hoort al bij een andere gebruiker.',
  'apiError.duplicate_phone_number': 'Dit telefoonnummer hoort al bij een andere gebruiker.',
  'apiError.too_many_unverified_factors':
    'We kunnen geen nieuwe verificatiefactor maken. Deze gebruiker heeft al te veel niet-geverifieerde factoren.',
  'apiError.redirect_url_not_allowed': 'De omleidings-URL staat niet in de toegestane omleidings-URL’s van het project.',
  'apiError.unable_to_auth_magic_link': 'De magic link kan niet worden geverifieerd.',
  'apiError.pkce_mismatch': 'De code_verifier komt niet overeen met de code_challenge waarmee dit token is uitgegeven (pkce).',
  'apiError.missing_code_challenge': 'Dit project vereist PKCE (pkce): stuur een code_challenge mee.',
  'apiError.otp_code_not_found':
    'Er is geen actieve code voor deze method_id: hij is verlopen, al gebruikt, vervangen door een nieuwere code of te vaak fout ingevoerd.',
  'apiError.unable_to_auth_otp_code': 'De code is onjuist.',
  'apiError.weak_password': 'Het wachtwoord is te zwak voor het wachtwoordbeleid van het project.',
  'apiError.breached_password': 'Dit wachtwoord staat op een lijst met wachtwoorden die bij datalekken zijn uitgelekt. Kies een ander.',
  'apiError.reset_password': 'Het wachtwoord van deze gebruiker moet worden gereset voordat je ermee kunt inloggen.',
  'apiError.password_not_found': 'Deze gebruiker heeft geen wachtwoord.',
  'apiError.totp_not_found': 'De TOTP-registratie van deze gebruiker is niet gevonden.',
  'apiError.crypto_wallet_not_found': 'De cryptowallet van deze gebruiker is niet gevonden.',
  'apiError.oauth_user_registration_not_found': 'De OAuth-registratie van deze gebruiker is niet gevonden.',
  'apiError.webauthn_registration_not_found': 'De WebAuthn-registratie van deze gebruiker is niet gevonden.',
  'apiError.biometric_registration_not_found': 'De biometrische registratie van deze gebruiker is niet gevonden.',
  'apiError.too_many_requests': 'Er zijn te veel verzoeken gedaan.',
  'apiError.internal_server_error': 'De emulator is op een onverwachte fout gestuit. Het logboek bevat de details.',
  'apiError.invalid_oauth_provider': 'Deze OAuth-provider hoort niet bij de ondersteunde providers.',
  'apiError.public_token_required': 'De queryparameter public_token is verplicht.',
  'apiError.no_match_for_provided_oauth_url': 'De omleidings-URL staat niet in de toegestane omleidings-URL’s van het project.',
  'apiError.invalid_pkce_code_challenge':
    'code_challenge moet de base64url-gecodeerde SHA-256 van een code_verifier zijn (43 tekens, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'code_verifier moet bestaan uit 43 tot 128 tekens uit [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier': 'Dit token is uitgegeven met een code_challenge (pkce): stuur de bijbehorende code_verifier mee.',
  'apiError.pkce_did_not_expect_code_verifier':
    'Dit token is uitgegeven zonder code_challenge, dus er wordt geen code_verifier verwacht (pkce).',
  'apiError.oauth_token_not_found': 'Het OAuth-token is niet gevonden: het is verlopen, al gebruikt of heeft nooit bestaan.',
  'apiError.oauth_invalid_state': 'Deze inlogpoging is verlopen of al voltooid. Begin opnieuw met inloggen.',
  'apiError.invalid_identity': 'De testidentiteit heeft een geldig e-mailadres nodig.',
  'apiError.oauth_config_not_found': 'Er is geen Google OAuth-client geconfigureerd voor dit project.',
  'apiError.no_login_redirect_urls_set':
    'Het project heeft geen omleidings-URL’s voor inloggen, dus oauthOptions.loginRedirectURL kan niet worden gevalideerd.',
  'apiError.no_signup_redirect_urls_set':
    'Het project heeft geen omleidings-URL’s voor registratie, dus oauthOptions.signupRedirectURL kan niet worden gevalideerd.',
  'apiError.default_provider_not_allowed':
    'De standaard-Google-client kan niet worden gebruikt met One Tap: configureer je eigen Google-client.',
  'apiError.invalid_callback_id': 'De callback-ID van One Tap is onbekend, verlopen of al gebruikt.',
  'apiError.id_token_invalid': 'Het Google-ID-token is ongeldig.',
  'apiError.id_token_expired': 'Het Google-ID-token is verlopen.',
  'apiError.id_token_incorrect_audience': 'Het Google-ID-token is uitgegeven voor een andere client dan de Google-client van het project.',
  'apiError.invalid_webauthn_registration_domain':
    'domain moet een hostnaam zijn (de relying-party-ID) die overeenkomt met de oorsprong van de aanroep.',
  'apiError.invalid_authenticator_type': "authenticator_type moet 'platform' of 'cross-platform' zijn.",
  'apiError.invalid_public_key_credential': 'public_key_credential is geen geldige WebAuthn-referentie (JSON-string).',
  'apiError.no_pending_webauthn_registration':
    'Geen enkele openstaande WebAuthn-challenge komt overeen met deze referentie: hij is verlopen, al gebruikt of heeft nooit bestaan.',
  'apiError.unable_to_register_webauthn_registration': 'De WebAuthn-registratie kan niet worden geverifieerd.',
  'apiError.duplicate_webauthn_registration': 'Deze referentie is al geregistreerd.',
  'apiError.unable_to_auth_webauthn_registration': 'De WebAuthn-assertion kan niet worden geverifieerd.',
  'apiError.no_active_webauthn_registrations': 'Deze gebruiker heeft geen WebAuthn-registraties.',
  'apiError.empty_webauthn_registration_name': 'De naam van de WebAuthn-registratie mag niet leeg zijn.',
  'apiError.invalid_expiration': 'expiration_minutes moet een geheel getal van 5 tot en met 1440 zijn.',
  'apiError.active_totp_exists': 'Deze gebruiker heeft al een actieve TOTP-registratie. Verwijder die voordat je een nieuwe maakt.',
  'apiError.totps_not_found_for_user': 'Deze gebruiker heeft geen TOTP-registratie.',
  'apiError.expired_totp': 'De TOTP-registratie is verlopen voordat ze werd geverifieerd. Maak een nieuwe.',
  'apiError.invalid_totp_code': 'totp_code moet uit 6 cijfers bestaan.',
  'apiError.unable_to_authenticate_totp': 'De TOTP-code is onjuist.',
  'apiError.totp_code_already_authenticated': 'Deze TOTP-code is al gebruikt; wacht op de volgende (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'Dit lijkt een herstelcode: gebruik de aanroep recover voor herstelcodes.',
  'apiError.totp_code_used_as_recovery_code': 'Dit lijkt een TOTP-code: gebruik totps/authenticate voor codes uit de app.',
  'apiError.recovery_codes_not_found': 'Deze gebruiker heeft geen geverifieerde TOTP-registratie met herstelcodes.',
  'apiError.unable_to_authenticate_recovery_code': 'De herstelcode is onjuist of al gebruikt.',
  'apiError.invalid_wallet_type': "crypto_wallet_type moet 'ethereum' of 'solana' zijn.",
  'apiError.invalid_ethereum_address': 'Het adres is geen geldig Ethereum-adres (0x gevolgd door 40 hexadecimale cijfers).',
  'apiError.invalid_solana_address': 'Het adres is geen geldig Solana-adres (een base58-gecodeerde openbare ed25519-sleutel).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum geldt alleen voor Ethereum-wallets.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri moet een http(s)-URI op een toegestane oorsprong zijn.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain moet de host van siwe_params.uri zijn.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id moet een positief geheel getal zijn (EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement moet één regel van maximaal 1024 tekens zijn.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources moeten URI’s zijn.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id moet één regel met afdrukbare tekens zijn.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at en not_before moeten RFC 3339-tijdstempels zijn.',
  'apiError.duplicate_wallet_address': 'Dit walletadres hoort al bij een andere gebruiker.',
  'apiError.crypto_wallet_challenge_not_found':
    'Er is geen openstaande challenge voor deze wallet: hij is verlopen, al gebruikt of nooit gestart.',
  'apiError.siwe_message_not_valid_yet': 'Het Sign-In With Ethereum-bericht is nog niet geldig (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'De handtekening klopt niet voor deze wallet en deze challenge.',
};

export default messages;
