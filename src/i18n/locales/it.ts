/**
 * Italian — register: informal «tu», as Google, Apple and Microsoft address their users on their Italian
 * sign-in screens («Inserisci la password») and as Italian consumer apps do. Typography: «…» quotes, typographic
 * apostrophe ’. Product names kept as Italian users see them: «passkey» (Google's and Apple's Italian term,
 * invariable plural), «password», «codice monouso», «email», «app di autenticazione», «wallet crypto», Gmail,
 * Yahoo, Outlook, WhatsApp, Google, One Tap. Fixed identifiers in API errors (field names, PKCE, WebAuthn, TOTP,
 * RFC numbers) stay as the API spells them.
 */
import { accountIt } from './account/it.js';
const messages = {
  ...accountIt,
  // §2 Main
  'main.header': 'Registrati o accedi',
  'main.passkeyLogin': 'Accedi con una passkey',
  'main.tabs.label': 'Scegli come ricevere il codice',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Email',
  'main.continueWithEmail': 'Continua con l’email',
  'main.continueWithPhone': 'Continua con SMS',
  'main.continueWithWhatsApp': 'Continua con WhatsApp',
  'main.continue': 'Continua',
  'main.divider': 'oppure',
  'social.continueWith': 'Continua con {provider}',
  'wallet.continueWith': 'Continua con {wallet}',
  'wallet.name.ethereum': 'Wallet Ethereum',
  'wallet.name.solana': 'Wallet Solana',
  'wallet.other': 'Continua con un altro wallet crypto',
  'wallet.setup': 'Configura un nuovo wallet crypto',
  'oneTap.loading': 'Caricamento dell’accesso con Google',

  // Fields
  'field.email.label': 'Email',
  'field.email.placeholder': 'esempio@email.com',
  'field.phone.label': 'Numero di telefono',
  'field.phone.country': 'Paese',
  'field.phone.countryOption': '{country} (+{code})',
  'field.phone.countryShort': '{region} +{code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'Password',
  'field.newPassword.label': 'Nuova password',
  'field.password.show': 'Mostra password',
  'field.password.hide': 'Nascondi password',
  'field.otp.label': 'Codice monouso',
  'field.required': 'Obbligatorio',

  // §2 OTPAuthenticate
  'otp.header': 'Inserisci il codice',
  'otp.sentTo': 'Ti abbiamo inviato un codice di 6 cifre a {destination}.',
  'otp.channel.sms': 'Ti è stato inviato tramite SMS.',
  'otp.channel.whatsapp': 'Ti è stato inviato tramite WhatsApp.',
  'otp.verifying': 'Verifica del codice in corso…',
  'otp.expiresIn': 'Il codice scade tra {time}.',
  'otp.expired': 'Il codice è scaduto.',
  'otp.resend': 'Invia di nuovo il codice',
  'otp.resent': 'Codice inviato di nuovo',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Fatto',
  'otpConfirmation.body': 'Il codice è stato verificato.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Controlla la tua email',
  'emailConfirmation.body': 'Abbiamo inviato un’email a {email}.',
  'emailConfirmation.openGmail': 'Apri Gmail',
  'emailConfirmation.openYahoo': 'Apri Yahoo',
  'emailConfirmation.openOutlook': 'Apri Outlook',
  'emailConfirmation.resend': 'Invia di nuovo l’email',
  'emailConfirmation.tryAgain': 'Riprova',
  'emailConfirmation.resent': 'Email inviata di nuovo',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Crea un account',
  'password.new.body': 'Imposta una password per completare la creazione del tuo account.',
  'password.new.submit': 'Continua',
  'password.login.header': 'Accedi',
  'password.login.submit': 'Continua',
  'password.forgot': 'Password dimenticata?',
  'password.emailLoginLink': 'Inviami un link di accesso via email',
  'password.emailLoginCode': 'Inviami un codice di accesso via email',
  'password.passwordless.header': 'Controlla la tua email',
  'password.passwordless.body': 'Abbiamo inviato un link o un codice di accesso a {email}.',
  'password.createInstead': 'Crea invece una password',
  'password.loginWithoutPassword': 'Accedi senza password',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Password dimenticata?',
  'passwordForgot.body': 'Ti abbiamo inviato un link per reimpostare la password all’indirizzo {email}.',
  'passwordBreached.header': 'Controlla la tua email per impostare una nuova password',
  'passwordBreached.body':
    'Un altro sito in cui usi la stessa password ha avuto di recente un problema di sicurezza. Per la tua sicurezza, ti abbiamo inviato un’email all’indirizzo {email} per reimpostare la password.',
  'passwordSetNew.header': 'Controlla la tua email!',
  'passwordSetNew.body': 'Ti abbiamo inviato un link di accesso all’indirizzo {email}.',
  'passwordDedupe.header': 'Controlla la tua email per impostare una nuova password!',
  'passwordDedupe.body': 'Ti abbiamo inviato un link di accesso all’indirizzo {email} per confermare che sei tu.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Reimposta la password',
  'passwordReset.submit': 'Continua',
  'passwordReset.loggingIn': 'Accesso in corso…',
  'passwordReset.autoLoggingIn': 'Accesso in corso',
  'passwordReset.noToken': 'Questo link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo dal modulo di accesso.',
  'passwordConfirmation.header': 'Fatto!',
  'passwordConfirmation.body': 'Hai eseguito l’accesso.',

  // §5 Strength meter
  'strength.lengthRule':
    '{n, plural, one {Deve contenere almeno # carattere} many {Deve contenere almeno # di caratteri} other {Deve contenere almeno # caratteri}}',
  'strength.complexityRule': 'Deve contenere {n} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo',
  'strength.breached':
    'Questa password potrebbe essere stata usata su un altro sito che ha avuto un problema di sicurezza. Scegli un’altra password.',
  'strength.ruleMet': 'Requisito soddisfatto: {rule}.',
  'strength.ruleUnmet': 'Requisito non soddisfatto: {rule}.',
  'strength.label': 'Sicurezza della password',
  'strength.score.0': 'Molto debole',
  'strength.score.1': 'Debole',
  'strength.score.2': 'Discreta',
  'strength.score.3': 'Sicura',
  'strength.score.4': 'Molto sicura',
  'strength.valid': 'La password è valida.',
  'strength.level': 'Sicurezza della password: {level}.',

  // §2 Passkeys
  'passkeyStart.header': 'Configura una nuova passkey',
  'passkeyStart.body1': 'Con le passkey non devi più ricordare password complicate.',
  'passkeyStart.body2': 'Le passkey sono chiavi digitali crittografate che crei con la tua impronta, il tuo volto o il blocco schermo.',
  'passkeyStart.create': 'Crea una passkey',
  'passkeyStart.skip': 'Salta',
  'passkeyStart.noUser': 'Errore: impossibile usare il componente PasskeyRegistration senza un utente autenticato attivo.',
  'passkeySuccess.header': 'Passkey creata!',
  'passkeySuccess.existing': 'Passkey esistenti',
  'passkeySuccess.another': 'Configura un’altra passkey',
  'passkeySuccess.done': 'Fine',
  'passkeySuccess.delete': 'Elimina',
  'passkeySuccess.cancel': 'Annulla',
  'passkeySuccess.deleteWarning': 'Una volta eliminata, la passkey non può essere ripristinata.',
  'passkeySuccess.doneNotice': 'Le tue passkey sono state salvate.',
  'passkeyRow.nameLabel': 'Nome della passkey',
  'passkeyRow.edit': 'Modifica il nome di {name}',
  'passkeyRow.save': 'Salva il nome di {name}',
  'passkeyRow.delete': 'Elimina {name}',
  'passkeyConfirmation.header': 'Fatto',
  'passkeyConfirmation.body': 'La tua passkey è stata autenticata.',

  // §2 Crypto
  'crypto.connect.header': 'Connessione al wallet in corso…',
  'crypto.connect.hint': 'Completa l’accesso nella finestra pop-up del tuo wallet.',
  'crypto.retryHint': 'Se devi riprovare, usa la freccia Indietro per tornare alla schermata di accesso.',
  'crypto.sign.header': 'Completamento della richiesta di firma…',
  'crypto.setup.header': 'Configura un nuovo wallet crypto',
  'crypto.setup.body': 'Accedere con un wallet crypto mantiene il tuo account privato e sicuro. Scarica uno di questi wallet per iniziare.',
  'crypto.setup.download': 'Scarica {wallet}',
  'crypto.other.header': 'Continua con un altro wallet',
  'crypto.confirmation.header': 'Fatto!',
  'crypto.confirmation.body': 'Il tuo wallet è stato collegato.',
  'crypto.error.header': 'Sembra che si sia verificato un errore!',
  'crypto.error.body':
    'Non è stato possibile completare la richiesta di accesso. Usa la freccia Indietro per tornare alla schermata di accesso e riprova.',
  'crypto.signFailed': '[Errore] Impossibile firmare il messaggio',
  'crypto.other.label': 'Wallet crypto',

  // Authenticator app
  'totp.header': 'Inserisci il codice di verifica',
  'totp.body': 'Inserisci il codice di 6 cifre generato dalla tua app di autenticazione.',
  'totp.codeLabel': 'Codice dell’app di autenticazione',
  'totp.verifying': 'Verifica del codice in corso…',
  'totp.useRecoveryCode': 'Usa invece un codice di recupero',
  'totp.codeInvalid': 'Codice non valido, riprova.',
  'totp.codeReused': 'Questo codice è già stato usato. Attendi il codice successivo nella tua app di autenticazione e riprova.',
  'totp.recover.header': 'Inserisci un codice di recupero',
  'totp.recover.body':
    'Inserisci uno dei codici di recupero che hai salvato quando hai configurato la tua app di autenticazione. Ogni codice funziona una sola volta.',
  'totp.recover.label': 'Codice di recupero',
  'totp.recover.submit': 'Continua',
  'totp.recover.invalid': 'Codice di recupero non valido, riprova. Ogni codice funziona una sola volta.',
  'totp.recover.useApp': 'Usa invece la tua app di autenticazione',
  'totp.enroll.header': 'Configura un’app di autenticazione',
  'totp.enroll.body': 'Scansiona questo codice QR con la tua app di autenticazione, poi inserisci il codice di 6 cifre che mostra.',
  'totp.enroll.qrLabel': 'Codice QR da scansionare con la tua app di autenticazione',
  'totp.enroll.secretLabel': 'Non riesci a scansionarlo? Inserisci invece questa chiave nella tua app:',
  'totp.enroll.copy': 'Copia chiave',
  'totp.enroll.copied': 'Chiave copiata',
  'totp.enroll.copyFailed': 'Impossibile copiare la chiave. Selezionala e copiala manualmente.',
  'totp.enroll.creating': 'Configurazione dell’app di autenticazione in corso',
  'totp.enroll.skip': 'Salta per ora',
  'totp.codes.header': 'Salva i tuoi codici di recupero',
  'totp.codes.body':
    'Se perdi l’accesso alla tua app di autenticazione, puoi accedere con uno di questi codici. Ogni codice funziona una sola volta. Conservali in un luogo sicuro.',
  'totp.codes.listLabel': 'Codici di recupero',
  'totp.codes.copy': 'Copia codici',
  'totp.codes.copied': 'Codici di recupero copiati',
  'totp.codes.copyFailed': 'Impossibile copiare i codici. Selezionali e copiali manualmente.',
  'totp.codes.download': 'Scarica codici',
  'totp.codes.fileName': 'codici-di-recupero.txt',
  'totp.codes.saved': 'Li ho salvati',

  // Common
  'common.back': 'Indietro',
  'common.didNotGetIt': 'Non l’hai ricevuto?',
  'common.loading': 'Caricamento',
  'common.success': 'Operazione riuscita',
  'common.poweredBy': 'Con tecnologia Gatehouse',
  'common.logo': 'Logo',
  'common.opensInNewTab': '(si apre in una nuova scheda)',
  'common.notifications': 'Notifiche',
  'common.dismiss': 'Chiudi',
  'common.warning': 'Avviso',
  'common.tryAgain': 'Riprova',
  'common.resendIn': '({time})',
  'common.resendWait':
    '{seconds, plural, one {Potrai inviare di nuovo tra # secondo.} many {Potrai inviare di nuovo tra # di secondi.} other {Potrai inviare di nuovo tra # secondi.}}',

  // §2 toast area
  'toast.label': 'Notifica',
  'toast.viewportLabel': 'Notifiche ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Email non valida, riprova.',
  'validation.email': 'Indirizzo email non valido',
  'validation.phone': 'Numero di telefono non valido, riprova.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Errore: le passkey non possono essere usate da sole, aggiungi un altro prodotto alla configurazione.',
  'config.emlAndEmailOtp': 'Errore: impossibile usare insieme EML e OTP via email',

  // §8 Errors
  'error.generic': 'Sembra che si sia verificato un errore!',
  'error.unableToContact': 'Impossibile contattare i nostri server.',
  'error.invalidJson': 'Risposta JSON non valida dai nostri server.',
  'error.invalidResponse': 'Risposta del server assente o non valida',
  'error.otpInvalid': 'Codice non valido, riprova.',
  'error.tooManyRequests':
    '{seconds, plural, one {Sono state effettuate troppe richieste. Riprova tra # secondo.} many {Sono state effettuate troppe richieste. Riprova tra # di secondi.} other {Sono state effettuate troppe richieste. Riprova tra # secondi.}}',
  'error.passkeyLogin': 'Si è verificato un errore sconosciuto durante l’autenticazione con la passkey. Riprova.',
  'error.passkeyNotFound':
    'Registrazione della passkey non trovata. Potresti aver eliminato la passkey dal tuo account ma non dal gestore delle password. Riprova.',
  'error.passkeyEmpty': 'Il browser non ha restituito alcuna passkey. Riprova.',
  'error.passkeyAlreadyRegistered':
    'Impossibile creare la passkey perché sembra già registrata. È possibile che sia stata registrata su un altro dispositivo e poi sincronizzata tra i dispositivi.',
  'error.passkeyNotCreated':
    'La passkey non è stata creata. Fai clic su «Crea una passkey» per riprovare oppure salta questo passaggio senza aggiungere una passkey.',
  'error.missingPkce': 'Assicurati di completare questa procedura sullo stesso dispositivo su cui l’hai iniziata.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'L’origine attuale non è consentita per questo client Google. Aggiungi {host} (e localhost con la sua porta, per lo sviluppo) alle origini JavaScript autorizzate del tuo client Google.',
  'oneTap.invalidClient':
    'L’ID client Google non è riconosciuto. Confronta l’ID client nella tua dashboard con quello nella console Google Cloud.',
  'oneTap.configNotFound': 'Nessun client OAuth di Google è configurato per questo progetto.',
  'oneTap.noLoginRedirect':
    'Non sono impostati URL di reindirizzamento per l’accesso. Aggiungili nella tua dashboard per poter convalidare oauthOptions.loginRedirectURL.',
  'oneTap.noSignupRedirect':
    'Non sono impostati URL di reindirizzamento per la registrazione. Aggiungili nella tua dashboard per poter convalidare oauthOptions.signupRedirectURL.',
  'oneTap.defaultProviderNotAllowed':
    'One Tap non è disponibile con il client Google predefinito. Configura un tuo client Google per usarlo.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'Impossibile interpretare la richiesta.',
  'apiError.invalid_json': 'Il corpo della richiesta non è un JSON valido.',
  'apiError.unsupported_content_type': 'Invia il corpo delle richieste come application/json.',
  'apiError.request_too_large': 'Il corpo della richiesta supera la dimensione accettata dall’emulatore (1 MiB).',
  'apiError.route_not_found': 'Nessuna route dell’API corrisponde a questo metodo e a questo percorso.',
  'apiError.unauthorized_credentials':
    'Il token pubblico o le credenziali nell’intestazione Authorization non sono validi per questo progetto.',
  'apiError.session_not_found': 'Sessione non trovata: è scaduta, è stata revocata o non è mai esistita.',
  'apiError.user_unauthenticated': 'Questa chiamata richiede una sessione attiva, ma non ne è stata inviata nessuna.',
  'apiError.origin_not_allowed': 'Questa origine non è tra le origini consentite del progetto.',
  'apiError.host_not_allowed':
    'L’emulatore risponde solo ai propri nomi host (localhost, 127.0.0.1, [::1] e l’host con cui è stato avviato).',
  'apiError.session_too_old_to_reset_password':
    'La sessione fornita non può essere usata per reimpostare una password: negli ultimi 5 minuti non vi è stato autenticato alcun fattore password, magic link via email o OTP via email. Esegui di nuovo l’autenticazione prima di riprovare.',
  'apiError.stale_factors':
    'Questa modifica richiede un accesso recente: la sessione non ha alcun fattore autenticato negli ultimi 5 minuti. Esegui di nuovo l’autenticazione e riprova.',
  'apiError.invalid_email': 'L’indirizzo email non è valido.',
  'apiError.invalid_phone_number': 'Il numero di telefono deve essere nel formato E.164, ad esempio +15555550123.',
  'apiError.invalid_metadata': 'untrusted_metadata deve essere un oggetto JSON di massimo 4096 byte.',
  'apiError.user_not_found': 'Utente non trovato.',
  'apiError.organization_not_found': 'Nessuna organizzazione ha questo organization_id.',
  'apiError.email_not_found': 'Nessun utente ha questo indirizzo email.',
  'apiError.phone_number_not_found': 'Nessun utente ha questo numero di telefono.',
  'apiError.duplicate_email': 'Questo indirizzo email appartiene già a un altro utente.',
  'apiError.duplicate_phone_number': 'Questo numero di telefono appartiene già a un altro utente.',
  'apiError.too_many_unverified_factors':
    'Non è stato possibile creare un nuovo fattore di autenticazione. Questo utente ha già troppi fattori non verificati.',
  'apiError.redirect_url_not_allowed': 'L’URL di reindirizzamento non è tra gli URL di reindirizzamento consentiti del progetto.',
  'apiError.unable_to_auth_magic_link': 'Impossibile autenticare il magic link.',
  'apiError.pkce_mismatch': 'Il code_verifier non corrisponde al code_challenge con cui è stato emesso questo token (pkce).',
  'apiError.missing_code_challenge': 'Questo progetto richiede PKCE (pkce): invia un code_challenge.',
  'apiError.otp_code_not_found':
    'Non esiste alcun codice attivo per questo method_id: è scaduto, è stato usato, è stato sostituito da un codice più recente o ha ricevuto troppi tentativi errati.',
  'apiError.unable_to_auth_otp_code': 'Il codice non è corretto.',
  'apiError.weak_password': 'La password è troppo debole per i criteri delle password del progetto.',
  'apiError.breached_password':
    'Questa password compare in un elenco di password diffuse in seguito a violazioni di dati. Scegline un’altra.',
  'apiError.reset_password': 'La password di questo utente deve essere reimpostata prima di poterla usare per accedere.',
  'apiError.password_not_found': 'Questo utente non ha una password.',
  'apiError.totp_not_found': 'Registrazione TOTP non trovata per questo utente.',
  'apiError.crypto_wallet_not_found': 'Wallet crypto non trovato per questo utente.',
  'apiError.oauth_user_registration_not_found': 'Registrazione OAuth non trovata per questo utente.',
  'apiError.webauthn_registration_not_found': 'Registrazione WebAuthn non trovata per questo utente.',
  'apiError.biometric_registration_not_found': 'Registrazione biometrica non trovata per questo utente.',
  'apiError.too_many_requests': 'Sono state effettuate troppe richieste.',
  'apiError.internal_server_error': 'L’emulatore ha riscontrato un errore imprevisto. I dettagli sono nel suo log.',
  'apiError.invalid_oauth_provider': 'Questo provider OAuth non è tra quelli supportati.',
  'apiError.public_token_required': 'Il parametro di query public_token è obbligatorio.',
  'apiError.no_match_for_provided_oauth_url': 'L’URL di reindirizzamento non è tra gli URL di reindirizzamento consentiti del progetto.',
  'apiError.invalid_pkce_code_challenge':
    'code_challenge deve essere lo SHA-256 in base64url di un code_verifier (43 caratteri, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'code_verifier deve contenere da 43 a 128 caratteri tra [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier':
    'Questo token è stato emesso con un code_challenge (pkce): invia il code_verifier corrispondente.',
  'apiError.pkce_did_not_expect_code_verifier':
    'Questo token è stato emesso senza code_challenge, quindi non è previsto alcun code_verifier (pkce).',
  'apiError.oauth_token_not_found': 'Token OAuth non trovato: è scaduto, è già stato usato o non è mai esistito.',
  'apiError.oauth_invalid_state': 'Questo tentativo di accesso è scaduto o è già stato completato. Ricomincia l’accesso.',
  'apiError.invalid_identity': 'L’identità di test deve avere un indirizzo email valido.',
  'apiError.oauth_config_not_found': 'Nessun client OAuth di Google è configurato per questo progetto.',
  'apiError.no_login_redirect_urls_set':
    'Il progetto non ha URL di reindirizzamento per l’accesso, quindi oauthOptions.loginRedirectURL non può essere convalidato.',
  'apiError.no_signup_redirect_urls_set':
    'Il progetto non ha URL di reindirizzamento per la registrazione, quindi oauthOptions.signupRedirectURL non può essere convalidato.',
  'apiError.default_provider_not_allowed': 'Il client Google predefinito non può essere usato con One Tap: configura un tuo client Google.',
  'apiError.invalid_callback_id': 'L’ID di callback di One Tap è sconosciuto, scaduto o già usato.',
  'apiError.id_token_invalid': 'Il token ID di Google non è valido.',
  'apiError.id_token_expired': 'Il token ID di Google è scaduto.',
  'apiError.id_token_incorrect_audience': 'Il token ID di Google è stato emesso per un client diverso dal client Google del progetto.',
  'apiError.invalid_webauthn_registration_domain':
    'domain deve essere un nome host (l’ID della relying party) che corrisponde all’origine della chiamata.',
  'apiError.invalid_authenticator_type': "authenticator_type deve essere 'platform' o 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'public_key_credential non è una credenziale WebAuthn valida (stringa JSON).',
  'apiError.no_pending_webauthn_registration':
    'Nessuna challenge WebAuthn in sospeso corrisponde a questa credenziale: è scaduta, è già stata usata o non è mai esistita.',
  'apiError.unable_to_register_webauthn_registration': 'Impossibile verificare la registrazione WebAuthn.',
  'apiError.duplicate_webauthn_registration': 'Questa credenziale è già registrata.',
  'apiError.unable_to_auth_webauthn_registration': 'Impossibile verificare l’asserzione WebAuthn.',
  'apiError.no_active_webauthn_registrations': 'Questo utente non ha registrazioni WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'Il nome della registrazione WebAuthn non può essere vuoto.',
  'apiError.invalid_expiration': 'expiration_minutes deve essere un numero intero compreso tra 5 e 1440.',
  'apiError.active_totp_exists': 'Questo utente ha già una registrazione TOTP attiva. Eliminala prima di crearne un’altra.',
  'apiError.totps_not_found_for_user': 'Questo utente non ha registrazioni TOTP.',
  'apiError.expired_totp': 'La registrazione TOTP è scaduta prima di essere verificata. Creane una nuova.',
  'apiError.invalid_totp_code': 'totp_code deve essere di 6 cifre.',
  'apiError.unable_to_authenticate_totp': 'Il codice TOTP non è corretto.',
  'apiError.totp_code_already_authenticated': 'Questo codice TOTP è già stato usato; attendi il successivo (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'Sembra un codice di recupero: usa la chiamata recover per i codici di recupero.',
  'apiError.totp_code_used_as_recovery_code': 'Sembra un codice TOTP: usa totps/authenticate per i codici dell’app.',
  'apiError.recovery_codes_not_found': 'Questo utente non ha una registrazione TOTP verificata con codici di recupero.',
  'apiError.unable_to_authenticate_recovery_code': 'Il codice di recupero non è corretto o è già stato usato.',
  'apiError.invalid_wallet_type': "crypto_wallet_type deve essere 'ethereum' o 'solana'.",
  'apiError.invalid_ethereum_address': 'L’indirizzo non è un indirizzo Ethereum valido (0x seguito da 40 cifre esadecimali).',
  'apiError.invalid_solana_address': 'L’indirizzo non è un indirizzo Solana valido (una chiave pubblica ed25519 in base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum si applica solo ai wallet Ethereum.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri deve essere un URI http(s) su un’origine consentita.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain deve essere l’host di siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id deve essere un numero intero positivo (EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement deve essere una sola riga di massimo 1024 caratteri.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources deve contenere URI.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id deve essere una sola riga di caratteri stampabili.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at e not_before devono essere timestamp RFC 3339.',
  'apiError.duplicate_wallet_address': 'Questo indirizzo del wallet appartiene già a un altro utente.',
  'apiError.crypto_wallet_challenge_not_found':
    'Non esiste alcuna challenge in sospeso per questo wallet: è scaduta, è già stata usata o non è mai stata avviata.',
  'apiError.siwe_message_not_valid_yet': 'Il messaggio Sign-In With Ethereum non è ancora valido (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'La firma non risulta valida per questo wallet e questa challenge.',
};

export default messages;
