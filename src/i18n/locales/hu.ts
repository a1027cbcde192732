/**
 * Hungarian (magyar) — register: polite "Ön" forms without the pronoun where possible ("Adja meg a kódot",
 * "Próbálja újra"), as Hungarian banks' and public services' sign-in screens address users; buttons are
 * infinitive-free short verbs or nouns ("Tovább", "Jelkulcs létrehozása"). Sentences are built so a varying
 * value needs no suffix ("a következő címre: {email}"). Typography: „…” quotes. Counts follow
 * Intl.PluralRules('hu') (one other; the noun stays singular after a number). Product names kept as Hungarian
 * users see them: „jelkulcs” (Google's and Apple's Hungarian term for passkey), „jelszó”, „egyszer használatos
 * kód”, „e-mail”, „hitelesítő alkalmazás”, „kriptotárca”; Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap.
 * Machine-drafted (issue 40), not yet reviewed by a native speaker.
 */
import { accountHu } from './account/hu.js';
const messages = {
  ...accountHu,
  // §2 Main
  'main.header': 'Regisztráció vagy bejelentkezés',
  'main.passkeyLogin': 'Bejelentkezés jelkulccsal',
  'main.tabs.label': 'Válassza ki, hogyan kapja meg a kódot',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'main.continueWithEmail': 'Folytatás e-maillel',
  'main.continueWithPhone': 'Folytatás SMS-sel',
  'main.continueWithWhatsApp': 'Folytatás WhatsAppon',
  'main.continue': 'Tovább',
  'main.divider': 'vagy',
  'social.continueWith': 'Folytatás a következővel: {provider}',
  'wallet.continueWith': 'Folytatás a következővel: {wallet}',
  'wallet.name.ethereum': 'Ethereum-tárca',
  'wallet.name.solana': 'Solana-tárca',
  'wallet.other': 'Folytatás másik kriptotárcával',
  'wallet.setup': 'Új kriptotárca létrehozása',
  'oneTap.loading': 'A Google-bejelentkezés betöltése',

  // Fields
  'field.email.label': 'E-mail-cím',
  'field.email.placeholder': 'pelda@email.com',
  'field.phone.label': 'Telefonszám',
  'field.phone.country': 'Ország',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '20 123 4567',
  'field.password.label': 'Jelszó',
  'field.newPassword.label': 'Új jelszó',
  'field.password.show': 'Jelszó megjelenítése',
  'field.password.hide': 'Jelszó elrejtése',
  'field.otp.label': 'Egyszer használatos kód',
  'field.required': 'Kötelező',

  // §2 OTPAuthenticate
  'otp.header': 'Adja meg a kódot',
  'otp.sentTo':
    '{channel, select, email {Elküldtünk egy {digits} jegyű kódot erre a címre: {destination}.} sms {Elküldtünk egy {digits} jegyű kódot SMS-ben erre a számra: {destination}.} other {Elküldtünk egy {digits} jegyű kódot WhatsAppon erre a számra: {destination}.}}',
  'otp.verifying': 'Kód ellenőrzése…',
  'otp.expiresIn': 'A kód {time} múlva lejár.',
  'otp.expired': 'A kód lejárt.',
  'otp.resend': 'Kód újraküldése',
  'otp.resent': 'Kód újraküldve',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Kész',
  'otpConfirmation.body': 'A kód ellenőrzése sikerült.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Nézze meg az e-mailjeit',
  'emailConfirmation.body': 'E-mailt küldtünk ide: {email}.',
  'emailConfirmation.openGmail': 'Gmail megnyitása',
  'emailConfirmation.openYahoo': 'Yahoo megnyitása',
  'emailConfirmation.openOutlook': 'Outlook megnyitása',
  'emailConfirmation.resend': 'E-mail újraküldése',
  'emailConfirmation.tryAgain': 'Újrapróbálás',
  'emailConfirmation.resent': 'E-mail újraküldve',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Fiók létrehozása',
  'password.new.body': 'A fiók létrehozásának befejezéséhez adjon meg egy jelszót.',
  'password.new.submit': 'Tovább',
  'password.login.header': 'Bejelentkezés',
  'password.login.submit': 'Tovább',
  'password.forgot': 'Elfelejtette a jelszavát?',
  'password.emailLoginLink': 'Bejelentkezési link küldése e-mailben',
  'password.emailLoginCode': 'Bejelentkezési kód küldése e-mailben',
  'password.passwordless.header': 'Nézze meg az e-mailjeit',
  'password.passwordless.body': 'Bejelentkezési linket vagy kódot küldtünk ide: {email}.',
  'password.createInstead': 'Inkább jelszót hozok létre',
  'password.loginWithoutPassword': 'Bejelentkezés jelszó nélkül',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Elfelejtette a jelszavát?',
  'passwordForgot.body': 'A jelszó visszaállításához szükséges linket elküldtük ide: {email}.',
  'passwordBreached.header': 'Új jelszó beállításához nézze meg az e-mailjeit',
  'passwordBreached.body':
    'Egy másik webhelyen, ahol ugyanezt a jelszót használja, nemrég biztonsági probléma történt. Biztonsága érdekében e-mailt küldtünk ide: {email}, amellyel visszaállíthatja a jelszavát.',
  'passwordSetNew.header': 'Nézze meg az e-mailjeit!',
  'passwordSetNew.body': 'Bejelentkezési linket küldtünk ide: {email}.',
  'passwordDedupe.header': 'Új jelszó beállításához nézze meg az e-mailjeit!',
  'passwordDedupe.body': 'Bejelentkezési linket küldtünk ide: {email}, hogy megerősítsük, hogy Ön az.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Jelszó visszaállítása',
  'passwordReset.submit': 'Tovább',
  'passwordReset.loggingIn': 'Bejelentkezés…',
  'passwordReset.autoLoggingIn': 'Bejelentkezés',
  'passwordReset.noToken': 'Ez a jelszó-visszaállítási link érvénytelen vagy lejárt. Kérjen újat a bejelentkezési űrlapon.',
  'passwordConfirmation.header': 'Kész!',
  'passwordConfirmation.body': 'Sikeresen bejelentkezett.',

  // §5 Strength meter
  'strength.lengthRule': '{n, plural, one {Legalább # karakter hosszú legyen} other {Legalább # karakter hosszú legyen}}',
  'strength.complexityRule': 'Tartalmazzon {n} típust a következők közül: nagybetű, kisbetű, szám, szimbólum',
  'strength.breached':
    'Lehet, hogy ezt a jelszót egy olyan másik webhelyen is használták, ahol biztonsági probléma történt. Válasszon másik jelszót.',
  'strength.ruleMet': 'Teljesült követelmény: {rule}.',
  'strength.ruleUnmet': 'Nem teljesült követelmény: {rule}.',
  'strength.label': 'Jelszó erőssége',
  'strength.score.0': 'Nagyon gyenge',
  'strength.score.1': 'Gyenge',
  'strength.score.2': 'Közepes',
  'strength.score.3': 'Erős',
  'strength.score.4': 'Nagyon erős',
  'strength.valid': 'A jelszó megfelelő.',
  'strength.level': 'Jelszó erőssége: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'A billentyűzet egyenes billentyűsorai könnyen kitalálhatók.',
  'strength.warning.keyPattern': 'A rövid billentyűzetminták könnyen kitalálhatók.',
  'strength.warning.simpleRepeat': 'Az ismétlődő karakterek, például az „aaa”, könnyen kitalálhatók.',
  'strength.warning.extendedRepeat': 'Az ismétlődő karaktermintázatok, például az „abcabcabc”, könnyen kitalálhatók.',
  'strength.warning.sequences': 'A gyakori karaktersorozatok, például az „abc”, könnyen kitalálhatók.',
  'strength.warning.recentYears': 'Az elmúlt évek könnyen kitalálhatók.',
  'strength.warning.dates': 'A dátumok könnyen kitalálhatók.',
  'strength.warning.topTen': 'Ez egy nagyon gyakran használt jelszó.',
  'strength.warning.topHundred': 'Ez egy gyakran használt jelszó.',
  'strength.warning.common': 'Ez egy gyakori jelszó.',
  'strength.warning.similarToCommon': 'Ez egy gyakori jelszóra hasonlít.',
  'strength.warning.wordByItself': 'Az önálló szavak könnyen kitalálhatók.',
  'strength.warning.namesByThemselves': 'Az önálló utó- vagy vezetéknevek könnyen kitalálhatók.',
  'strength.warning.commonNames': 'A gyakori utó- és vezetéknevek könnyen kitalálhatók.',
  'strength.warning.userInputs': 'A jelszó ne tartalmazzon személyes vagy az oldallal kapcsolatos adatokat.',
  'strength.suggestion.l33t': 'Kerülje a kiszámítható betűcseréket, például az „a” helyett „@” használatát.',
  'strength.suggestion.reverseWords': 'Kerülje a gyakori szavak visszafelé írását.',
  'strength.suggestion.allUppercase': 'Írjon nagybetűvel néhány betűt, de ne mindet.',
  'strength.suggestion.capitalization': 'Ne csak az első betűt írja nagybetűvel.',
  'strength.suggestion.dates': 'Kerülje az Önhöz kapcsolódó dátumokat és évszámokat.',
  'strength.suggestion.recentYears': 'Kerülje az elmúlt évek évszámait.',
  'strength.suggestion.associatedYears': 'Kerülje az Önhöz kapcsolódó évszámokat.',
  'strength.suggestion.sequences': 'Kerülje a gyakori karaktersorozatokat.',
  'strength.suggestion.repeated': 'Kerülje az ismétlődő szavakat és karaktereket.',
  'strength.suggestion.longerKeyboardPattern': 'Használjon hosszabb billentyűzetmintákat, és többször váltson gépelési irányt.',
  'strength.suggestion.anotherWord': 'Adjon hozzá több ritkább szót.',
  'strength.suggestion.useWords': 'Használjon több szót, de kerülje a gyakori kifejezéseket.',
  'strength.suggestion.noNeed': 'Erős jelszót szimbólumok, számok és nagybetűk nélkül is létrehozhat.',

  // §2 Passkeys
  'passkeyStart.header': 'Új jelkulcs beállítása',
  'passkeyStart.body1': 'Jelkulcsokkal nem kell bonyolult jelszavakat megjegyeznie.',
  'passkeyStart.body2': 'A jelkulcsok titkosított digitális kulcsok, amelyeket ujjlenyomattal, arccal vagy képernyőzárral hoz létre.',
  'passkeyStart.create': 'Jelkulcs létrehozása',
  'passkeyStart.skip': 'Kihagyás',
  'passkeyStart.noUser': 'Hiba: a PasskeyRegistration komponens nem használható aktív, hitelesített felhasználó nélkül.',
  'passkeySuccess.header': 'A jelkulcs elkészült!',
  'passkeySuccess.existing': 'Meglévő jelkulcsok',
  'passkeySuccess.another': 'Újabb jelkulcs beállítása',
  'passkeySuccess.done': 'Kész',
  'passkeySuccess.delete': 'Törlés',
  'passkeySuccess.cancel': 'Mégse',
  'passkeySuccess.deleteWarning': 'A törölt jelkulcs nem állítható vissza.',
  'passkeySuccess.doneNotice': 'A jelkulcsok mentve.',
  'passkeyRow.nameLabel': 'Jelkulcs neve',
  'passkeyRow.edit': 'Név szerkesztése: {name}',
  'passkeyRow.save': 'Név mentése: {name}',
  'passkeyRow.delete': 'Törlés: {name}',
  'passkeyConfirmation.header': 'Kész',
  'passkeyConfirmation.body': 'A jelkulcs hitelesítése sikerült.',

  // §2 Crypto
  'crypto.connect.header': 'Csatlakozás a tárcához…',
  'crypto.connect.hint': 'Fejezze be a bejelentkezést a tárca felugró ablakában.',
  'crypto.retryHint': 'Ha újra szeretné próbálni, a vissza nyíllal térjen vissza a bejelentkezési képernyőre.',
  'crypto.sign.header': 'Aláírási kérés befejezése…',
  'crypto.setup.header': 'Új kriptotárca létrehozása',
  'crypto.setup.body': 'A kriptotárcás bejelentkezés privátan és biztonságban tartja a fiókját. Az induláshoz töltse le valamelyik tárcát.',
  'crypto.setup.download': '{wallet} letöltése',
  'crypto.other.header': 'Folytatás másik tárcával',
  'crypto.confirmation.header': 'Kész!',
  'crypto.confirmation.body': 'A tárca csatlakoztatása sikerült.',
  'crypto.error.header': 'Úgy tűnik, hiba történt!',
  'crypto.error.body':
    'A bejelentkezést nem sikerült befejezni. A vissza nyíllal térjen vissza a bejelentkezési képernyőre, és próbálja újra!',
  'crypto.signFailed': '[Hiba] Az üzenetet nem sikerült aláírni',
  'crypto.other.label': 'Kriptotárcák',

  // Authenticator app
  'totp.header': 'Adja meg az ellenőrző kódot',
  'totp.body': 'Adja meg a hitelesítő alkalmazásban látható {digits} jegyű kódot.',
  'totp.codeLabel': 'Kód a hitelesítő alkalmazásból',
  'totp.verifying': 'Kód ellenőrzése…',
  'totp.useRecoveryCode': 'Helyreállító kód használata',
  'totp.codeInvalid': 'Érvénytelen kód. Próbálja újra.',
  'totp.codeReused': 'Ezt a kódot már felhasználták. Várja meg a következő kódot a hitelesítő alkalmazásban, és próbálja újra.',
  'totp.recover.header': 'Adjon meg egy helyreállító kódot',
  'totp.recover.body':
    'Adja meg az egyik helyreállító kódot, amelyet a hitelesítő alkalmazás beállításakor mentett el. Minden kód egyszer használható.',
  'totp.recover.label': 'Helyreállító kód',
  'totp.recover.submit': 'Tovább',
  'totp.recover.invalid': 'Érvénytelen helyreállító kód. Próbálja újra. Minden kód csak egyszer használható.',
  'totp.recover.useApp': 'Hitelesítő alkalmazás használata',
  'totp.enroll.header': 'Hitelesítő alkalmazás beállítása',
  'totp.enroll.body': 'Olvassa be ezt a QR-kódot a hitelesítő alkalmazással, majd adja meg a megjelenő {digits} jegyű kódot.',
  'totp.enroll.qrLabel': 'A hitelesítő alkalmazással beolvasandó QR-kód',
  'totp.enroll.secretLabel': 'Nem sikerül beolvasni? Adja meg ezt a kulcsot az alkalmazásban:',
  'totp.enroll.copy': 'Kulcs másolása',
  'totp.enroll.copied': 'Másolva',
  'totp.enroll.copyFailed': 'A kulcsot nem sikerült másolni. Jelölje ki, és másolja ki saját maga.',
  'totp.enroll.creating': 'A hitelesítő alkalmazás beállítása',
  'totp.enroll.skip': 'Most kihagyom',
  'totp.codes.header': 'Mentse el a helyreállító kódokat',
  'totp.codes.body':
    'Ha elveszíti a hozzáférést a hitelesítő alkalmazáshoz, ezen kódok egyikével bejelentkezhet. Minden kód egyszer használható. Tartsa őket biztonságos helyen.',
  'totp.codes.listLabel': 'Helyreállító kódok',
  'totp.codes.copy': 'Kódok másolása',
  'totp.codes.copied': 'Helyreállító kódok másolva',
  'totp.codes.copyFailed': 'A kódokat nem sikerült másolni. Jelölje ki, és másolja ki őket saját maga.',
  'totp.codes.download': 'Kódok letöltése',
  'totp.codes.fileName': 'helyreallito-kodok.txt',
  'totp.codes.saved': 'Elmentettem őket',

  // Common
  'common.back': 'Vissza',
  'common.didNotGetIt': 'Nem kapta meg?',
  'common.loading': 'Betöltés',
  'common.success': 'Kész',
  'common.poweredBy': 'Üzemeltető: Gatehouse',
  'common.logo': 'Logó',
  'common.opensInNewTab': '(új lapon nyílik meg)',
  'common.notifications': 'Értesítések',
  'common.dismiss': 'Bezárás',
  'common.warning': 'Figyelmeztetés',
  'common.tryAgain': 'Újrapróbálás',
  'common.resendIn': '({time})',
  'common.resendWait': '{wait} múlva küldheti újra.',

  // §2 toast area
  'toast.label': 'Értesítés',
  'toast.viewportLabel': 'Értesítések ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Érvénytelen e-mail-cím. Próbálja újra.',
  'validation.email': 'Érvénytelen e-mail-cím',
  'validation.phone': 'Érvénytelen telefonszám. Próbálja újra.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Hiba: a jelkulcsok önmagukban nem használhatók. Adjon hozzá egy másik terméket a konfigurációhoz.',
  'config.emlAndEmailOtp': 'Hiba: az EML és az e-mailes OTP nem használható együtt',

  // §8 Errors
  'error.generic': 'Úgy tűnik, hiba történt!',
  'error.unableToContact': 'Nem sikerült elérni a szervereinket.',
  'error.invalidJson': 'Érvénytelen JSON-válasz érkezett a szervereinktől.',
  'error.invalidResponse': 'Érvénytelen vagy hiányzó válasz a szervertől',
  'error.otpInvalid': 'Érvénytelen kód. Próbálja újra.',
  'error.tooManyRequests': 'Túl sok kérés érkezett. Próbálja újra {wait} múlva.',
  'error.passkeyLogin': 'Ismeretlen hiba történt a jelkulcsos hitelesítés során. Próbálja újra.',
  'error.passkeyNotFound':
    'A jelkulcs regisztrációja nem található. Lehet, hogy a jelkulcsot törölte a fiókjából, de a jelszókezelőből nem. Próbálja újra.',
  'error.passkeyEmpty': 'A böngésző nem adott vissza jelkulcsot. Próbálja újra.',
  'error.passkeyAlreadyRegistered':
    'A jelkulcs nem hozható létre, mert úgy tűnik, már regisztrálva van. Lehet, hogy egy másik eszközön regisztrálták, és az eszközök között szinkronizálódott.',
  'error.passkeyNotCreated':
    'A jelkulcs nem jött létre. Kattintson a „Jelkulcs létrehozása” gombra az újrapróbáláshoz, vagy hagyja ki ezt a lépést jelkulcs hozzáadása nélkül.',
  'error.missingPkce': 'Ezt a folyamatot ugyanazon az eszközön fejezze be, amelyen elkezdte.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'Az aktuális forrás nem engedélyezett ehhez a Google-klienshez. Adja hozzá ezt: {host} (fejlesztéshez a localhostot is a portjával) a Google-kliens engedélyezett JavaScript-forrásaihoz.',
  'oneTap.invalidClient':
    'A Google-kliensazonosító nem ismerhető fel. Vesse össze az irányítópulton lévő kliensazonosítót a Google Cloud Console-ban lévővel.',
  'oneTap.configNotFound': 'Ehhez a projekthez nincs Google OAuth-kliens beállítva.',
  'oneTap.noLoginRedirect':
    'Nincsenek beállítva bejelentkezési átirányítási URL-ek. Adja hozzá őket az irányítópulton, hogy az oauthOptions.loginRedirectURL ellenőrizhető legyen.',
  'oneTap.noSignupRedirect':
    'Nincsenek beállítva regisztrációs átirányítási URL-ek. Adja hozzá őket az irányítópulton, hogy az oauthOptions.signupRedirectURL ellenőrizhető legyen.',
  'oneTap.defaultProviderNotAllowed':
    'A One Tap nem érhető el az alapértelmezett Google-klienssel. Használatához állítson be saját Google-klienst.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'A kérés nem értelmezhető.',
  'apiError.invalid_json': 'A kérés törzse nem érvényes JSON.',
  'apiError.unsupported_content_type': 'A kérések törzsét application/json formátumban küldje.',
  'apiError.request_too_large': 'A kérés törzse nagyobb, mint amit az emulátor elfogad (1 MiB).',
  'apiError.route_not_found': 'Egyetlen API-útvonal sem felel meg ennek a metódusnak és elérési útnak.',
  'apiError.unauthorized_credentials':
    'Az Authorization fejlécben lévő nyilvános token vagy hitelesítő adatok nem érvényesek ehhez a projekthez.',
  'apiError.session_not_found': 'A munkamenet nem található: lejárt, visszavonták, vagy sosem létezett.',
  'apiError.user_unauthenticated': 'Ehhez a híváshoz aktív munkamenet kell, de nem érkezett.',
  'apiError.origin_not_allowed': 'Ez a forrás nem szerepel a projekt engedélyezett forrásai között.',
  'apiError.host_not_allowed':
    'Az emulátor csak a saját gépneveire válaszol (localhost, 127.0.0.1, [::1] és az a gép, amellyel elindították).',
  'apiError.session_too_old_to_reset_password':
    'A megadott munkamenet nem használható jelszó visszaállítására: az elmúlt 5 percben nem hitelesítettek benne jelszó-, e-mailes varázslink- vagy e-mailes OTP-tényezőt. Az újrapróbálás előtt hitelesítse magát újra.',
  'apiError.stale_factors':
    'Ehhez a módosításhoz friss bejelentkezés kell: a munkamenetben az elmúlt 5 percben egyetlen tényezőt sem hitelesítettek. Hitelesítse magát újra, és próbálja újra.',
  'apiError.invalid_email': 'Az e-mail-cím érvénytelen.',
  'apiError.invalid_phone_number': 'A telefonszámnak E.164 formátumúnak kell lennie, például +15555550123.',
  'apiError.invalid_metadata': 'Az untrusted_metadata legfeljebb 4096 bájtos JSON-objektum lehet.',
  'apiError.user_not_found': 'A felhasználó nem található.',
  'apiError.organization_not_found': 'Egyetlen szervezetnek sincs ilyen organization_id azonosítója.',
  'apiError.email_not_found': 'Egyetlen felhasználónak sincs ilyen e-mail-címe.',
  'apiError.phone_number_not_found': 'Egyetlen felhasználónak sincs ilyen telefonszáma.',
  'apiError.duplicate_email': 'Ez az e-mail-cím már egy másik felhasználóhoz tartozik.',
  'apiError.duplicate_phone_number': 'Ez a telefonszám már egy másik felhasználóhoz tartozik.',
  'apiError.too_many_unverified_factors':
    'Nem sikerült új hitelesítési tényezőt létrehozni. Ennek a felhasználónak már túl sok nem ellenőrzött tényezője van.',
  'apiError.redirect_url_not_allowed': 'Az átirányítási URL nem szerepel a projekt engedélyezett átirányítási URL-jei között.',
  'apiError.unable_to_auth_magic_link': 'A varázslinket nem sikerült hitelesíteni.',
  'apiError.pkce_mismatch': 'A code_verifier nem egyezik azzal a code_challenge értékkel, amellyel a tokent kiadták (pkce).',
  'apiError.missing_code_challenge': 'Ez a projekt PKCE-t igényel (pkce): küldjön code_challenge értéket.',
  'apiError.otp_code_not_found':
    'Ehhez a method_id azonosítóhoz nincs aktív kód: lejárt, felhasználták, újabb kód váltotta fel, vagy túl sokszor adták meg hibásan.',
  'apiError.unable_to_auth_otp_code': 'A kód helytelen.',
  'apiError.weak_password': 'A jelszó túl gyenge a projekt jelszószabályzatához.',
  'apiError.breached_password': 'Ez a jelszó szerepel az adatszivárgásokban kiszivárgott jelszavak listáján. Válasszon másikat.',
  'apiError.reset_password': 'A felhasználó jelszavát vissza kell állítani, mielőtt bejelentkezésre használható.',
  'apiError.password_not_found': 'Ennek a felhasználónak nincs jelszava.',
  'apiError.totp_not_found': 'A felhasználó TOTP-regisztrációja nem található.',
  'apiError.crypto_wallet_not_found': 'A felhasználó kriptotárcája nem található.',
  'apiError.oauth_user_registration_not_found': 'A felhasználó OAuth-regisztrációja nem található.',
  'apiError.webauthn_registration_not_found': 'A felhasználó WebAuthn-regisztrációja nem található.',
  'apiError.biometric_registration_not_found': 'A felhasználó biometrikus regisztrációja nem található.',
  'apiError.too_many_requests': 'Túl sok kérés érkezett.',
  'apiError.internal_server_error': 'Váratlan hiba történt az emulátorban. A részletek a naplójában találhatók.',
  'apiError.invalid_oauth_provider': 'Ez az OAuth-szolgáltató nem tartozik a támogatott szolgáltatók közé.',
  'apiError.public_token_required': 'A public_token lekérdezési paraméter kötelező.',
  'apiError.no_match_for_provided_oauth_url': 'Az átirányítási URL nem szerepel a projekt engedélyezett átirányítási URL-jei között.',
  'apiError.invalid_pkce_code_challenge':
    'A code_challenge egy code_verifier base64url kódolású SHA-256 kivonata kell legyen (43 karakter, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'A code_verifier 43–128 karakter hosszú lehet a [A-Za-z0-9-._~] készletből (RFC 7636).',
  'apiError.pkce_expected_code_verifier':
    'Ezt a tokent code_challenge értékkel adták ki (pkce): küldje el a hozzá tartozó code_verifier értéket.',
  'apiError.pkce_did_not_expect_code_verifier': 'Ezt a tokent code_challenge nélkül adták ki, ezért nem vár code_verifier értéket (pkce).',
  'apiError.oauth_token_not_found': 'Az OAuth-token nem található: lejárt, már felhasználták, vagy sosem létezett.',
  'apiError.oauth_invalid_state': 'Ez a bejelentkezési kísérlet lejárt vagy már befejeződött. Kezdje újra a bejelentkezést.',
  'apiError.invalid_identity': 'A tesztidentitáshoz érvényes e-mail-cím kell.',
  'apiError.oauth_config_not_found': 'Ehhez a projekthez nincs Google OAuth-kliens beállítva.',
  'apiError.no_login_redirect_urls_set':
    'A projektnek nincsenek bejelentkezési átirányítási URL-jei, ezért az oauthOptions.loginRedirectURL nem ellenőrizhető.',
  'apiError.no_signup_redirect_urls_set':
    'A projektnek nincsenek regisztrációs átirányítási URL-jei, ezért az oauthOptions.signupRedirectURL nem ellenőrizhető.',
  'apiError.default_provider_not_allowed':
    'Az alapértelmezett Google-kliens nem használható a One Tap szolgáltatással: állítson be saját Google-klienst.',
  'apiError.invalid_callback_id': 'A One Tap visszahívási azonosítója ismeretlen, lejárt vagy már felhasználták.',
  'apiError.id_token_invalid': 'A Google-azonosítótoken érvénytelen.',
  'apiError.id_token_expired': 'A Google-azonosítótoken lejárt.',
  'apiError.id_token_incorrect_audience': 'A Google-azonosítótokent nem a projekt Google-kliensének, hanem egy másik kliensnek adták ki.',
  'apiError.invalid_webauthn_registration_domain':
    'A domain olyan gépnév (a függő fél azonosítója) kell legyen, amely megfelel a hívó forrásnak.',
  'apiError.invalid_authenticator_type': "Az authenticator_type értéke 'platform' vagy 'cross-platform' lehet.",
  'apiError.invalid_public_key_credential': 'A public_key_credential nem érvényes WebAuthn-hitelesítő adat (JSON-karakterlánc).',
  'apiError.no_pending_webauthn_registration':
    'Egyetlen függő WebAuthn-kihívás sem felel meg ennek a hitelesítő adatnak: lejárt, felhasználták, vagy sosem létezett.',
  'apiError.unable_to_register_webauthn_registration': 'A WebAuthn-regisztrációt nem sikerült ellenőrizni.',
  'apiError.duplicate_webauthn_registration': 'Ez a hitelesítő adat már regisztrálva van.',
  'apiError.unable_to_auth_webauthn_registration': 'A WebAuthn-igazolást nem sikerült ellenőrizni.',
  'apiError.no_active_webauthn_registrations': 'Ennek a felhasználónak nincs WebAuthn-regisztrációja.',
  'apiError.empty_webauthn_registration_name': 'A WebAuthn-regisztráció neve nem lehet üres.',
  'apiError.invalid_expiration': 'Az expiration_minutes 5 és 1440 közötti egész szám lehet.',
  'apiError.active_totp_exists': 'Ennek a felhasználónak már van aktív TOTP-regisztrációja. Új létrehozása előtt törölje.',
  'apiError.totps_not_found_for_user': 'Ennek a felhasználónak nincs TOTP-regisztrációja.',
  'apiError.expired_totp': 'A TOTP-regisztráció az ellenőrzés előtt lejárt. Hozzon létre újat.',
  'apiError.invalid_totp_code': 'A totp_code 6 számjegyből álljon.',
  'apiError.unable_to_authenticate_totp': 'A TOTP-kód helytelen.',
  'apiError.totp_code_already_authenticated': 'Ezt a TOTP-kódot már felhasználták; várja meg a következőt (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'Ez helyreállító kódnak tűnik: a helyreállító kódokhoz a recover hívást használja.',
  'apiError.totp_code_used_as_recovery_code':
    'Ez TOTP-kódnak tűnik: az alkalmazásból származó kódokhoz a totps/authenticate hívást használja.',
  'apiError.recovery_codes_not_found': 'Ennek a felhasználónak nincs helyreállító kódokkal rendelkező, ellenőrzött TOTP-regisztrációja.',
  'apiError.unable_to_authenticate_recovery_code': 'A helyreállító kód helytelen, vagy már felhasználták.',
  'apiError.invalid_wallet_type': "A crypto_wallet_type értéke 'ethereum' vagy 'solana' lehet.",
  'apiError.invalid_ethereum_address': 'A cím nem érvényes Ethereum-cím (0x, utána 40 hexadecimális számjegy).',
  'apiError.invalid_solana_address': 'A cím nem érvényes Solana-cím (base58 kódolású ed25519 nyilvános kulcs).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'A Sign-In With Ethereum csak Ethereum-tárcákra vonatkozik.',
  'apiError.invalid_siwe_uri': 'A siwe_params.uri egy engedélyezett forráson lévő http(s) URI kell legyen.',
  'apiError.invalid_siwe_domain': 'A siwe_params.domain a siwe_params.uri gépneve kell legyen.',
  'apiError.invalid_siwe_chain_id': 'A siwe_params.chain_id pozitív egész szám kell legyen (EIP-155).',
  'apiError.invalid_siwe_statement': 'A siwe_params.statement egyetlen, legfeljebb 1024 karakteres sor lehet.',
  'apiError.invalid_siwe_resource': 'A siwe_params.resources elemei URI-k kell legyenek.',
  'apiError.invalid_siwe_message_request_id': 'A siwe_params.message_request_id egyetlen, nyomtatható karakterekből álló sor lehet.',
  'apiError.invalid_siwe_timestamp': 'A siwe_params.issued_at és a not_before RFC 3339 szerinti időbélyeg kell legyen.',
  'apiError.duplicate_wallet_address': 'Ez a tárcacím már egy másik felhasználóhoz tartozik.',
  'apiError.crypto_wallet_challenge_not_found': 'Ehhez a tárcához nincs függő kihívás: lejárt, felhasználták, vagy el sem indult.',
  'apiError.siwe_message_not_valid_yet': 'A Sign-In With Ethereum üzenet még nem érvényes (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'Az aláírás ehhez a tárcához és kihíváshoz nem ellenőrizhető.',
};

export default messages;
