/**
 * Romanian (română) — register: polite plural ("Introduceți codul", "Încercați din nou"), as Google's, Apple's
 * and Romanian banks' sign-in screens address users; buttons are infinitives ("Continuați" on forms, "Creați o
 * cheie de acces"). Diacritics with comma below (ș, ț). Typography: „…” quotes. Counts follow
 * Intl.PluralRules('ro') (one few other: 1 secundă, 2 secunde, 20 de secunde). Product names kept as Romanian
 * users see them: „cheie de acces” (Google's Romanian term for passkey), „parolă”, „cod unic”, „e-mail”,
 * „aplicație de autentificare”, „portofel cripto”; Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap.
 * Machine-drafted (issue 40), not yet reviewed by a native speaker.
 */
import { accountRo } from './account/ro.js';
const messages = {
  ...accountRo,
  // §2 Main
  'main.header': 'Înregistrați-vă sau conectați-vă',
  'main.passkeyLogin': 'Conectați-vă cu o cheie de acces',
  'main.tabs.label': 'Alegeți cum primiți codul',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'main.continueWithEmail': 'Continuați cu e-mail',
  'main.continueWithPhone': 'Continuați cu SMS',
  'main.continueWithWhatsApp': 'Continuați cu WhatsApp',
  'main.continue': 'Continuați',
  'main.divider': 'sau',
  'social.continueWith': 'Continuați cu {provider}',
  'wallet.continueWith': 'Continuați cu {wallet}',
  'wallet.name.ethereum': 'Portofel Ethereum',
  'wallet.name.solana': 'Portofel Solana',
  'wallet.other': 'Continuați cu alt portofel cripto',
  'wallet.setup': 'Creați un portofel cripto nou',
  'oneTap.loading': 'Se încarcă conectarea cu Google',

  // Fields
  'field.email.label': 'Adresă de e-mail',
  'field.email.placeholder': 'exemplu@email.com',
  'field.phone.label': 'Număr de telefon',
  'field.phone.country': 'Țară',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '0712 345 678',
  'field.password.label': 'Parolă',
  'field.newPassword.label': 'Parolă nouă',
  'field.password.show': 'Afișați parola',
  'field.password.hide': 'Ascundeți parola',
  'field.otp.label': 'Cod unic',
  'field.required': 'Obligatoriu',

  // §2 OTPAuthenticate
  'otp.header': 'Introduceți codul',
  'otp.sentTo':
    '{channel, select, email {Am trimis un cod din {digits} cifre la adresa {destination}.} sms {Am trimis un cod din {digits} cifre prin SMS la numărul {destination}.} other {Am trimis un cod din {digits} cifre prin WhatsApp la numărul {destination}.}}',
  'otp.verifying': 'Se verifică codul…',
  'otp.expiresIn': 'Codul expiră în {time}.',
  'otp.expired': 'Codul a expirat.',
  'otp.resend': 'Retrimiteți codul',
  'otp.resent': 'Codul a fost retrimis',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Gata',
  'otpConfirmation.body': 'Codul a fost verificat.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Verificați-vă e-mailul',
  'emailConfirmation.body': 'Am trimis un e-mail la {email}.',
  'emailConfirmation.openGmail': 'Deschideți Gmail',
  'emailConfirmation.openYahoo': 'Deschideți Yahoo',
  'emailConfirmation.openOutlook': 'Deschideți Outlook',
  'emailConfirmation.resend': 'Retrimiteți e-mailul',
  'emailConfirmation.tryAgain': 'Încercați din nou',
  'emailConfirmation.resent': 'E-mailul a fost retrimis',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Creați un cont',
  'password.new.body': 'Setați o parolă pentru a finaliza crearea contului.',
  'password.new.submit': 'Continuați',
  'password.login.header': 'Conectați-vă',
  'password.login.submit': 'Continuați',
  'password.forgot': 'Ați uitat parola?',
  'password.emailLoginLink': 'Trimiteți-mi un link de conectare prin e-mail',
  'password.emailLoginCode': 'Trimiteți-mi un cod de conectare prin e-mail',
  'password.passwordless.header': 'Verificați-vă e-mailul',
  'password.passwordless.body': 'Am trimis un link sau un cod de conectare la {email}.',
  'password.createInstead': 'Creați mai bine o parolă',
  'password.loginWithoutPassword': 'Conectați-vă fără parolă',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Ați uitat parola?',
  'passwordForgot.body': 'Am trimis un link de resetare a parolei la {email}.',
  'passwordBreached.header': 'Verificați-vă e-mailul pentru a seta o parolă nouă',
  'passwordBreached.body':
    'Un alt site pe care folosiți aceeași parolă a avut recent o problemă de securitate. Pentru siguranța dvs., am trimis un e-mail la {email} ca să vă puteți reseta parola.',
  'passwordSetNew.header': 'Verificați-vă e-mailul!',
  'passwordSetNew.body': 'Am trimis un link de conectare la {email}.',
  'passwordDedupe.header': 'Verificați-vă e-mailul pentru a seta o parolă nouă!',
  'passwordDedupe.body': 'Am trimis un link de conectare la {email} pentru a confirma că sunteți dvs.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Resetați parola',
  'passwordReset.submit': 'Continuați',
  'passwordReset.loggingIn': 'Se face conectarea…',
  'passwordReset.autoLoggingIn': 'Se face conectarea',
  'passwordReset.noToken': 'Acest link de resetare a parolei nu este valid sau a expirat. Cereți unul nou din formularul de conectare.',
  'passwordConfirmation.header': 'Gata!',
  'passwordConfirmation.body': 'V-ați conectat.',

  // §5 Strength meter
  'strength.lengthRule':
    '{n, plural, one {Trebuie să aibă cel puțin # caracter} few {Trebuie să aibă cel puțin # caractere} other {Trebuie să aibă cel puțin # de caractere}}',
  'strength.complexityRule': 'Trebuie să conțină {n} dintre următoarele: literă mare, literă mică, cifră, simbol',
  'strength.breached':
    'Este posibil ca această parolă să fi fost folosită pe un alt site care a avut o problemă de securitate. Alegeți altă parolă.',
  'strength.ruleMet': 'Cerință îndeplinită: {rule}.',
  'strength.ruleUnmet': 'Cerință neîndeplinită: {rule}.',
  'strength.label': 'Puterea parolei',
  'strength.score.0': 'Foarte slabă',
  'strength.score.1': 'Slabă',
  'strength.score.2': 'Acceptabilă',
  'strength.score.3': 'Puternică',
  'strength.score.4': 'Foarte puternică',
  'strength.valid': 'Parola este validă.',
  'strength.level': 'Puterea parolei: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'Rândurile drepte de taste de pe tastatură sunt ușor de ghicit.',
  'strength.warning.keyPattern': 'Modelele scurte de tastatură sunt ușor de ghicit.',
  'strength.warning.simpleRepeat': 'Caracterele repetate precum „aaa” sunt ușor de ghicit.',
  'strength.warning.extendedRepeat': 'Modelele de caractere repetate precum „abcabcabc” sunt ușor de ghicit.',
  'strength.warning.sequences': 'Secvențele obișnuite de caractere precum „abc” sunt ușor de ghicit.',
  'strength.warning.recentYears': 'Anii recenți sunt ușor de ghicit.',
  'strength.warning.dates': 'Datele calendaristice sunt ușor de ghicit.',
  'strength.warning.topTen': 'Aceasta este o parolă foarte des folosită.',
  'strength.warning.topHundred': 'Aceasta este o parolă folosită frecvent.',
  'strength.warning.common': 'Aceasta este o parolă obișnuită.',
  'strength.warning.similarToCommon': 'Aceasta seamănă cu o parolă obișnuită.',
  'strength.warning.wordByItself': 'Cuvintele singure sunt ușor de ghicit.',
  'strength.warning.namesByThemselves': 'Prenumele sau numele de familie singure sunt ușor de ghicit.',
  'strength.warning.commonNames': 'Prenumele și numele de familie obișnuite sunt ușor de ghicit.',
  'strength.warning.userInputs': 'Parola nu trebuie să conțină date personale sau legate de această pagină.',
  'strength.suggestion.l33t': 'Evitați înlocuirile previzibile de litere, precum „@” în loc de „a”.',
  'strength.suggestion.reverseWords': 'Evitați cuvintele obișnuite scrise invers.',
  'strength.suggestion.allUppercase': 'Scrieți cu majusculă unele litere, dar nu toate.',
  'strength.suggestion.capitalization': 'Scrieți cu majusculă mai mult decât prima literă.',
  'strength.suggestion.dates': 'Evitați datele și anii legați de dvs.',
  'strength.suggestion.recentYears': 'Evitați anii recenți.',
  'strength.suggestion.associatedYears': 'Evitați anii legați de dvs.',
  'strength.suggestion.sequences': 'Evitați secvențele obișnuite de caractere.',
  'strength.suggestion.repeated': 'Evitați cuvintele și caracterele repetate.',
  'strength.suggestion.longerKeyboardPattern': 'Folosiți modele de tastatură mai lungi și schimbați de mai multe ori direcția de tastare.',
  'strength.suggestion.anotherWord': 'Adăugați mai multe cuvinte mai puțin obișnuite.',
  'strength.suggestion.useWords': 'Folosiți mai multe cuvinte, dar evitați expresiile uzuale.',
  'strength.suggestion.noNeed': 'Puteți crea parole puternice fără simboluri, cifre sau majuscule.',

  // §2 Passkeys
  'passkeyStart.header': 'Creați o cheie de acces nouă',
  'passkeyStart.body1': 'Cu cheile de acces nu mai trebuie să vă amintiți parole complicate.',
  'passkeyStart.body2': 'Cheile de acces sunt chei digitale criptate pe care le creați cu amprenta, fața sau blocarea ecranului.',
  'passkeyStart.create': 'Creați o cheie de acces',
  'passkeyStart.skip': 'Omiteți',
  'passkeyStart.noUser': 'Eroare: componenta PasskeyRegistration nu poate fi folosită fără un utilizator activ autentificat.',
  'passkeySuccess.header': 'Cheia de acces a fost creată!',
  'passkeySuccess.existing': 'Chei de acces existente',
  'passkeySuccess.another': 'Creați încă o cheie de acces',
  'passkeySuccess.done': 'Gata',
  'passkeySuccess.delete': 'Ștergeți',
  'passkeySuccess.cancel': 'Anulați',
  'passkeySuccess.deleteWarning': 'O cheie de acces ștearsă nu poate fi restabilită.',
  'passkeySuccess.doneNotice': 'Cheile de acces au fost salvate.',
  'passkeyRow.nameLabel': 'Numele cheii de acces',
  'passkeyRow.edit': 'Editați numele: {name}',
  'passkeyRow.save': 'Salvați numele: {name}',
  'passkeyRow.delete': 'Ștergeți: {name}',
  'passkeyConfirmation.header': 'Gata',
  'passkeyConfirmation.body': 'Cheia de acces a fost autentificată.',

  // §2 Crypto
  'crypto.connect.header': 'Se conectează la portofel…',
  'crypto.connect.hint': 'Finalizați conectarea în fereastra pop-up a portofelului.',
  'crypto.retryHint': 'Dacă doriți să încercați din nou, reveniți la ecranul de conectare cu săgeata înapoi.',
  'crypto.sign.header': 'Se finalizează solicitarea de semnătură…',
  'crypto.setup.header': 'Creați un portofel cripto nou',
  'crypto.setup.body':
    'Conectarea cu un portofel cripto vă păstrează contul privat și sigur. Pentru a începe, descărcați unul dintre aceste portofele.',
  'crypto.setup.download': 'Descărcați {wallet}',
  'crypto.other.header': 'Continuați cu alt portofel',
  'crypto.confirmation.header': 'Gata!',
  'crypto.confirmation.body': 'Portofelul a fost conectat.',
  'crypto.error.header': 'Se pare că a apărut o eroare!',
  'crypto.error.body': 'Conectarea nu a putut fi finalizată. Reveniți la ecranul de conectare cu săgeata înapoi și încercați din nou!',
  'crypto.signFailed': '[Eroare] Mesajul nu a putut fi semnat',
  'crypto.other.label': 'Portofele cripto',

  // Authenticator app
  'totp.header': 'Introduceți codul de verificare',
  'totp.body': 'Introduceți codul din {digits} cifre din aplicația de autentificare.',
  'totp.codeLabel': 'Codul din aplicația de autentificare',
  'totp.verifying': 'Se verifică codul…',
  'totp.useRecoveryCode': 'Folosiți un cod de recuperare',
  'totp.codeInvalid': 'Cod nevalid. Încercați din nou.',
  'totp.codeReused': 'Acest cod a fost deja folosit. Așteptați următorul cod din aplicația de autentificare și încercați din nou.',
  'totp.recover.header': 'Introduceți un cod de recuperare',
  'totp.recover.body':
    'Introduceți unul dintre codurile de recuperare salvate când ați configurat aplicația de autentificare. Fiecare cod funcționează o singură dată.',
  'totp.recover.label': 'Cod de recuperare',
  'totp.recover.submit': 'Continuați',
  'totp.recover.invalid': 'Cod de recuperare nevalid. Încercați din nou. Fiecare cod funcționează o singură dată.',
  'totp.recover.useApp': 'Folosiți aplicația de autentificare',
  'totp.enroll.header': 'Configurați o aplicație de autentificare',
  'totp.enroll.body': 'Scanați acest cod QR cu aplicația de autentificare, apoi introduceți codul din {digits} cifre afișat.',
  'totp.enroll.qrLabel': 'Cod QR de scanat cu aplicația de autentificare',
  'totp.enroll.secretLabel': 'Nu îl puteți scana? Introduceți în aplicație această cheie:',
  'totp.enroll.copy': 'Copiați cheia',
  'totp.enroll.copied': 'Copiat',
  'totp.enroll.copyFailed': 'Cheia nu a putut fi copiată. Selectați-o și copiați-o manual.',
  'totp.enroll.creating': 'Se configurează aplicația de autentificare',
  'totp.enroll.skip': 'Omiteți deocamdată',
  'totp.codes.header': 'Salvați codurile de recuperare',
  'totp.codes.body':
    'Dacă pierdeți accesul la aplicația de autentificare, vă puteți conecta cu unul dintre aceste coduri. Fiecare cod funcționează o singură dată. Păstrați-le într-un loc sigur.',
  'totp.codes.listLabel': 'Coduri de recuperare',
  'totp.codes.copy': 'Copiați codurile',
  'totp.codes.copied': 'Codurile de recuperare au fost copiate',
  'totp.codes.copyFailed': 'Codurile nu au putut fi copiate. Selectați-le și copiați-le manual.',
  'totp.codes.download': 'Descărcați codurile',
  'totp.codes.fileName': 'coduri-de-recuperare.txt',
  'totp.codes.saved': 'Le-am salvat',

  // Common
  'common.back': 'Înapoi',
  'common.didNotGetIt': 'Nu l-ați primit?',
  'common.loading': 'Se încarcă',
  'common.success': 'Gata',
  'common.poweredBy': 'Oferit de Gatehouse',
  'common.logo': 'Siglă',
  'common.opensInNewTab': '(se deschide într-o filă nouă)',
  'common.notifications': 'Notificări',
  'common.dismiss': 'Închideți',
  'common.warning': 'Avertisment',
  'common.tryAgain': 'Încercați din nou',
  'common.resendIn': '({time})',
  'common.resendWait': 'Puteți retrimite peste {wait}.',

  // §2 toast area
  'toast.label': 'Notificare',
  'toast.viewportLabel': 'Notificări ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Adresă de e-mail nevalidă. Încercați din nou.',
  'validation.email': 'Adresă de e-mail nevalidă',
  'validation.phone': 'Număr de telefon nevalid. Încercați din nou.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Eroare: cheile de acces nu pot fi folosite singure. Adăugați alt produs în configurație.',
  'config.emlAndEmailOtp': 'Eroare: EML și OTP prin e-mail nu pot fi folosite împreună',

  // §8 Errors
  'error.generic': 'Se pare că a apărut o eroare!',
  'error.unableToContact': 'Serverele noastre nu pot fi contactate.',
  'error.invalidJson': 'Răspuns JSON nevalid de la serverele noastre.',
  'error.invalidResponse': 'Răspuns nevalid sau lipsă de la server',
  'error.otpInvalid': 'Cod nevalid. Încercați din nou.',
  'error.tooManyRequests': 'Prea multe solicitări. Încercați din nou peste {wait}.',
  'error.passkeyLogin': 'A apărut o eroare necunoscută la autentificarea cu cheia de acces. Încercați din nou.',
  'error.passkeyNotFound':
    'Înregistrarea cheii de acces nu a fost găsită. Poate ați șters cheia din cont, dar nu și din managerul de parole. Încercați din nou.',
  'error.passkeyEmpty': 'Browserul nu a returnat nicio cheie de acces. Încercați din nou.',
  'error.passkeyAlreadyRegistered':
    'Cheia de acces nu poate fi creată, deoarece pare să fie deja înregistrată. Poate a fost înregistrată pe alt dispozitiv și sincronizată între dispozitive.',
  'error.passkeyNotCreated':
    'Cheia de acces nu a fost creată. Dați clic pe „Creați o cheie de acces” pentru a încerca din nou sau omiteți pasul fără a adăuga o cheie.',
  'error.missingPkce': 'Finalizați acest proces pe același dispozitiv pe care l-ați început.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'Originea curentă nu este permisă pentru acest client Google. Adăugați {host} (și localhost cu portul său, pentru dezvoltare) la originile JavaScript autorizate ale clientului Google.',
  'oneTap.invalidClient':
    'ID-ul clientului Google nu este recunoscut. Comparați ID-ul clientului din tabloul de bord cu cel din Google Cloud Console.',
  'oneTap.configNotFound': 'Niciun client Google OAuth nu este configurat pentru acest proiect.',
  'oneTap.noLoginRedirect':
    'Nu sunt setate URL-uri de redirecționare pentru conectare. Adăugați-le în tabloul de bord ca oauthOptions.loginRedirectURL să poată fi validat.',
  'oneTap.noSignupRedirect':
    'Nu sunt setate URL-uri de redirecționare pentru înregistrare. Adăugați-le în tabloul de bord ca oauthOptions.signupRedirectURL să poată fi validat.',
  'oneTap.defaultProviderNotAllowed':
    'One Tap nu este disponibil cu clientul Google implicit. Configurați propriul client Google pentru a-l folosi.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'Solicitarea nu a putut fi înțeleasă.',
  'apiError.invalid_json': 'Corpul solicitării nu este JSON valid.',
  'apiError.unsupported_content_type': 'Trimiteți corpurile solicitărilor ca application/json.',
  'apiError.request_too_large': 'Corpul solicitării este mai mare decât acceptă emulatorul (1 MiB).',
  'apiError.route_not_found': 'Nicio rută API nu corespunde acestei metode și căi.',
  'apiError.unauthorized_credentials':
    'Tokenul public sau datele de conectare din antetul Authorization nu sunt valide pentru acest proiect.',
  'apiError.session_not_found': 'Sesiunea nu a fost găsită: a expirat, a fost revocată sau nu a existat niciodată.',
  'apiError.user_unauthenticated': 'Acest apel necesită o sesiune activă; nu a fost trimisă niciuna.',
  'apiError.origin_not_allowed': 'Această origine nu se află printre originile permise ale proiectului.',
  'apiError.host_not_allowed':
    'Emulatorul răspunde doar la propriile nume de gazdă (localhost, 127.0.0.1, [::1] și gazda cu care a fost pornit).',
  'apiError.session_too_old_to_reset_password':
    'Sesiunea furnizată nu poate fi folosită pentru resetarea parolei: nu are un factor de parolă, magic link prin e-mail sau OTP prin e-mail autentificat în ultimele 5 minute. Autentificați-vă din nou înainte de a reîncerca.',
  'apiError.stale_factors':
    'Această modificare necesită o conectare recentă: sesiunea nu are niciun factor autentificat în ultimele 5 minute. Autentificați-vă din nou și reîncercați.',
  'apiError.invalid_email': 'Adresa de e-mail nu este validă.',
  'apiError.invalid_phone_number': 'Numărul de telefon trebuie să fie în format E.164, de exemplu +15555550123.',
  'apiError.invalid_metadata': 'untrusted_metadata trebuie să fie un obiect JSON de cel mult 4096 de octeți.',
  'apiError.user_not_found': 'Utilizatorul nu a fost găsit.',
  'apiError.organization_not_found': 'Nicio organizație nu are acest organization_id.',
  'apiError.email_not_found': 'Niciun utilizator nu are această adresă de e-mail.',
  'apiError.phone_number_not_found': 'Niciun utilizator nu are acest număr de telefon.',
  'apiError.duplicate_email': 'Această adresă de e-mail aparține deja altui utilizator.',
  'apiError.duplicate_phone_number': 'Acest număr de telefon aparține deja altui utilizator.',
  'apiError.too_many_unverified_factors':
    'Nu am putut crea un nou factor de autentificare. Acest utilizator are deja prea mulți factori neverificați.',
  'apiError.redirect_url_not_allowed': 'URL-ul de redirecționare nu se află printre URL-urile de redirecționare permise ale proiectului.',
  'apiError.unable_to_auth_magic_link': 'Magic linkul nu a putut fi autentificat.',
  'apiError.pkce_mismatch': 'code_verifier nu corespunde code_challenge cu care a fost emis acest token (pkce).',
  'apiError.missing_code_challenge': 'Acest proiect necesită PKCE (pkce): trimiteți un code_challenge.',
  'apiError.otp_code_not_found':
    'Nu există niciun cod activ pentru acest method_id: a expirat, a fost folosit, a fost înlocuit de un cod mai nou sau a fost introdus greșit de prea multe ori.',
  'apiError.unable_to_auth_otp_code': 'Codul este incorect.',
  'apiError.weak_password': 'Parola este prea slabă pentru politica de parole a proiectului.',
  'apiError.breached_password': 'Această parolă apare într-o listă de parole expuse în breșe de date. Alegeți alta.',
  'apiError.reset_password': 'Parola acestui utilizator trebuie resetată înainte de a putea fi folosită pentru conectare.',
  'apiError.password_not_found': 'Acest utilizator nu are parolă.',
  'apiError.totp_not_found': 'Înregistrarea TOTP a acestui utilizator nu a fost găsită.',
  'apiError.crypto_wallet_not_found': 'Portofelul cripto al acestui utilizator nu a fost găsit.',
  'apiError.oauth_user_registration_not_found': 'Înregistrarea OAuth a acestui utilizator nu a fost găsită.',
  'apiError.webauthn_registration_not_found': 'Înregistrarea WebAuthn a acestui utilizator nu a fost găsită.',
  'apiError.biometric_registration_not_found': 'Înregistrarea biometrică a acestui utilizator nu a fost găsită.',
  'apiError.too_many_requests': 'Au fost trimise prea multe solicitări.',
  'apiError.internal_server_error': 'Emulatorul a întâmpinat o eroare neașteptată. Detaliile se află în jurnalul său.',
  'apiError.invalid_oauth_provider': 'Acest furnizor OAuth nu se află printre furnizorii acceptați.',
  'apiError.public_token_required': 'Parametrul de interogare public_token este obligatoriu.',
  'apiError.no_match_for_provided_oauth_url':
    'URL-ul de redirecționare nu se află printre URL-urile de redirecționare permise ale proiectului.',
  'apiError.invalid_pkce_code_challenge':
    'code_challenge trebuie să fie SHA-256 al unui code_verifier, codificat base64url (43 de caractere, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'code_verifier trebuie să aibă între 43 și 128 de caractere din [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier': 'Acest token a fost emis cu un code_challenge (pkce): trimiteți code_verifier corespunzător.',
  'apiError.pkce_did_not_expect_code_verifier': 'Acest token a fost emis fără code_challenge, deci nu se așteaptă code_verifier (pkce).',
  'apiError.oauth_token_not_found': 'Tokenul OAuth nu a fost găsit: a expirat, a fost deja folosit sau nu a existat niciodată.',
  'apiError.oauth_invalid_state': 'Această încercare de conectare a expirat sau a fost deja finalizată. Începeți din nou conectarea.',
  'apiError.invalid_identity': 'Identitatea de test are nevoie de o adresă de e-mail validă.',
  'apiError.oauth_config_not_found': 'Niciun client Google OAuth nu este configurat pentru acest proiect.',
  'apiError.no_login_redirect_urls_set':
    'Proiectul nu are URL-uri de redirecționare pentru conectare, deci oauthOptions.loginRedirectURL nu poate fi validat.',
  'apiError.no_signup_redirect_urls_set':
    'Proiectul nu are URL-uri de redirecționare pentru înregistrare, deci oauthOptions.signupRedirectURL nu poate fi validat.',
  'apiError.default_provider_not_allowed': 'Clientul Google implicit nu poate fi folosit cu One Tap: configurați propriul client Google.',
  'apiError.invalid_callback_id': 'ID-ul de callback One Tap este necunoscut, a expirat sau a fost deja folosit.',
  'apiError.id_token_invalid': 'Tokenul de ID Google nu este valid.',
  'apiError.id_token_expired': 'Tokenul de ID Google a expirat.',
  'apiError.id_token_incorrect_audience': 'Tokenul de ID Google a fost emis pentru alt client decât clientul Google al proiectului.',
  'apiError.invalid_webauthn_registration_domain':
    'domain trebuie să fie un nume de gazdă (ID-ul părții de încredere) care corespunde originii apelante.',
  'apiError.invalid_authenticator_type': "authenticator_type trebuie să fie 'platform' sau 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'public_key_credential nu este o credențială WebAuthn validă (șir JSON).',
  'apiError.no_pending_webauthn_registration':
    'Nicio provocare WebAuthn în așteptare nu corespunde acestei credențiale: a expirat, a fost folosită sau nu a existat niciodată.',
  'apiError.unable_to_register_webauthn_registration': 'Înregistrarea WebAuthn nu a putut fi verificată.',
  'apiError.duplicate_webauthn_registration': 'Această credențială este deja înregistrată.',
  'apiError.unable_to_auth_webauthn_registration': 'Aserțiunea WebAuthn nu a putut fi verificată.',
  'apiError.no_active_webauthn_registrations': 'Acest utilizator nu are înregistrări WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'Numele înregistrării WebAuthn nu poate fi gol.',
  'apiError.invalid_expiration': 'expiration_minutes trebuie să fie un număr întreg între 5 și 1440.',
  'apiError.active_totp_exists': 'Acest utilizator are deja o înregistrare TOTP activă. Ștergeți-o înainte de a crea alta.',
  'apiError.totps_not_found_for_user': 'Acest utilizator nu are înregistrare TOTP.',
  'apiError.expired_totp': 'Înregistrarea TOTP a expirat înainte de a fi verificată. Creați una nouă.',
  'apiError.invalid_totp_code': 'totp_code trebuie să aibă 6 cifre.',
  'apiError.unable_to_authenticate_totp': 'Codul TOTP este incorect.',
  'apiError.totp_code_already_authenticated': 'Acest cod TOTP a fost deja folosit; așteptați-l pe următorul (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'Acesta pare un cod de recuperare: pentru codurile de recuperare folosiți apelul recover.',
  'apiError.totp_code_used_as_recovery_code': 'Acesta pare un cod TOTP: pentru codurile din aplicație folosiți totps/authenticate.',
  'apiError.recovery_codes_not_found': 'Acest utilizator nu are o înregistrare TOTP verificată cu coduri de recuperare.',
  'apiError.unable_to_authenticate_recovery_code': 'Codul de recuperare este incorect sau a fost deja folosit.',
  'apiError.invalid_wallet_type': "crypto_wallet_type trebuie să fie 'ethereum' sau 'solana'.",
  'apiError.invalid_ethereum_address': 'Adresa nu este o adresă Ethereum validă (0x urmat de 40 de cifre hexazecimale).',
  'apiError.invalid_solana_address': 'Adresa nu este o adresă Solana validă (o cheie publică ed25519 în base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum se aplică doar portofelelor Ethereum.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri trebuie să fie un URI http(s) pe o origine permisă.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain trebuie să fie gazda din siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id trebuie să fie un număr întreg pozitiv (EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement trebuie să fie un singur rând de cel mult 1024 de caractere.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources trebuie să fie URI-uri.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id trebuie să fie un singur rând de caractere imprimabile.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at și not_before trebuie să fie marcaje temporale RFC 3339.',
  'apiError.duplicate_wallet_address': 'Această adresă de portofel aparține deja altui utilizator.',
  'apiError.crypto_wallet_challenge_not_found':
    'Nu există nicio provocare în așteptare pentru acest portofel: a expirat, a fost folosită sau nu a fost începută niciodată.',
  'apiError.siwe_message_not_valid_yet': 'Mesajul Sign-In With Ethereum nu este încă valid (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'Semnătura nu se verifică pentru acest portofel și această provocare.',
};

export default messages;
