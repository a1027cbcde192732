/**
 * French — register: « vous », the only register Google, Apple and Microsoft use on their French sign-in
 * screens and what users expect from a site they do not know yet. Typography: a no-break space (U+00A0,
 * everywhere, written as an escape so it can be reviewed) before « ? ! : ; » and inside « guillemets »;
 * typographic apostrophe ’. Product names kept as French users see them: « clé d’accès » for passkey
 * (Google's and Apple's French term), « e-mail » (Google), « code à usage unique », Gmail, Yahoo, Outlook,
 * WhatsApp, Google, One Tap; « portefeuille crypto » for crypto wallet. Fixed identifiers in API errors (field
 * names, PKCE, WebAuthn, TOTP, RFC numbers) stay as the API spells them.
 */
import { accountFr } from './account/fr.js';
const messages = {
  ...accountFr,
  // §2 Main
  'main.header': 'Inscrivez-vous ou connectez-vous',
  'main.passkeyLogin': 'Se connecter avec une clé d’accès',
  'main.tabs.label': 'Choisissez comment recevoir votre code',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'main.continueWithEmail': 'Continuer avec une adresse e-mail',
  'main.continueWithPhone': 'Continuer par SMS',
  'main.continueWithWhatsApp': 'Continuer avec WhatsApp',
  'main.continue': 'Continuer',
  'main.divider': 'ou',
  'social.continueWith': 'Continuer avec {provider}',
  'wallet.continueWith': 'Continuer avec {wallet}',
  'wallet.name.ethereum': 'Portefeuille Ethereum',
  'wallet.name.solana': 'Portefeuille Solana',
  'wallet.other': 'Continuer avec un autre portefeuille crypto',
  'wallet.setup': 'Configurer un nouveau portefeuille crypto',
  'oneTap.loading': 'Chargement de la connexion avec Google',

  // Fields
  'field.email.label': 'Adresse e-mail',
  'field.email.placeholder': 'exemple@email.com',
  'field.phone.label': 'Numéro de téléphone',
  'field.phone.country': 'Pays',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'Mot de passe',
  'field.newPassword.label': 'Nouveau mot de passe',
  'field.password.show': 'Afficher le mot de passe',
  'field.password.hide': 'Masquer le mot de passe',
  'field.otp.label': 'Code à usage unique',
  'field.required': 'Obligatoire',

  // §2 OTPAuthenticate
  'otp.header': 'Saisissez le code',
  'otp.sentTo':
    '{channel, select, email {Un code à {digits}\u00a0chiffres vous a été envoyé à l’adresse {destination}.} sms {Un code à {digits}\u00a0chiffres vous a été envoyé par SMS au {destination}.} other {Un code à {digits}\u00a0chiffres vous a été envoyé par WhatsApp au {destination}.}}',
  'otp.verifying': 'Vérification du code…',
  'otp.expiresIn': 'Votre code expire dans {time}.',
  'otp.expired': 'Votre code a expiré.',
  'otp.resend': 'Renvoyer le code',
  'otp.resent': 'Code renvoyé',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'C’est fait',
  'otpConfirmation.body': 'Votre code a bien été vérifié.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Consultez vos e-mails',
  'emailConfirmation.body': 'Un e-mail a été envoyé à {email}.',
  'emailConfirmation.openGmail': 'Ouvrir Gmail',
  'emailConfirmation.openYahoo': 'Ouvrir Yahoo',
  'emailConfirmation.openOutlook': 'Ouvrir Outlook',
  'emailConfirmation.resend': 'Renvoyer l’e-mail',
  'emailConfirmation.tryAgain': 'Réessayer',
  'emailConfirmation.resent': 'E-mail renvoyé',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Créer un compte',
  'password.new.body': 'Pour finaliser la création de votre compte, définissez un mot de passe.',
  'password.new.submit': 'Continuer',
  'password.login.header': 'Connexion',
  'password.login.submit': 'Continuer',
  'password.forgot': 'Mot de passe oublié\u00a0?',
  'password.emailLoginLink': 'Recevoir un lien de connexion par e-mail',
  'password.emailLoginCode': 'Recevoir un code de connexion par e-mail',
  'password.passwordless.header': 'Consultez vos e-mails',
  'password.passwordless.body': 'Un lien ou un code de connexion a été envoyé à {email}.',
  'password.createInstead': 'Créer plutôt un mot de passe',
  'password.loginWithoutPassword': 'Se connecter sans mot de passe',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Mot de passe oublié\u00a0?',
  'passwordForgot.body': 'Un lien pour réinitialiser votre mot de passe vous a été envoyé à {email}.',
  'passwordBreached.header': 'Consultez vos e-mails pour définir un nouveau mot de passe',
  'passwordBreached.body':
    'Un autre site sur lequel vous utilisez le même mot de passe a récemment subi un incident de sécurité. Par précaution, un e-mail vous a été envoyé à {email} pour réinitialiser votre mot de passe.',
  'passwordSetNew.header': 'Consultez vos e-mails\u00a0!',
  'passwordSetNew.body': 'Un lien de connexion vous a été envoyé à {email}.',
  'passwordDedupe.header': 'Consultez vos e-mails pour définir un nouveau mot de passe\u00a0!',
  'passwordDedupe.body': 'Un lien de connexion vous a été envoyé à {email} pour confirmer qu’il s’agit bien de vous.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Réinitialisez votre mot de passe',
  'passwordReset.submit': 'Continuer',
  'passwordReset.loggingIn': 'Connexion en cours…',
  'passwordReset.autoLoggingIn': 'Connexion en cours',
  'passwordReset.noToken':
    'Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré. Demandez-en un nouveau depuis le formulaire de connexion.',
  'passwordConfirmation.header': 'C’est fait\u00a0!',
  'passwordConfirmation.body': 'Connexion réussie.',

  // §5 Strength meter
  'strength.lengthRule':
    '{n, plural, one {Doit contenir au moins # caractère} many {Doit contenir au moins # de caractères} other {Doit contenir au moins # caractères}}',
  'strength.complexityRule': 'Doit contenir {n} des éléments suivants\u00a0: lettre majuscule, lettre minuscule, chiffre, symbole',
  'strength.breached':
    'Ce mot de passe a peut-être été utilisé sur un autre site victime d’un incident de sécurité. Veuillez choisir un autre mot de passe.',
  'strength.ruleMet': 'Critère respecté\u00a0: {rule}.',
  'strength.ruleUnmet': 'Critère non respecté\u00a0: {rule}.',
  'strength.label': 'Force du mot de passe',
  'strength.score.0': 'Très faible',
  'strength.score.1': 'Faible',
  'strength.score.2': 'Moyen',
  'strength.score.3': 'Fort',
  'strength.score.4': 'Très fort',
  'strength.valid': 'Le mot de passe est valide.',
  'strength.level': 'Force du mot de passe\u00a0: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'Les rangées de touches alignées sur le clavier sont faciles à deviner.',
  'strength.warning.keyPattern': 'Les motifs de clavier courts sont faciles à deviner.',
  'strength.warning.simpleRepeat': 'Les caractères répétés comme «\u00a0aaa\u00a0» sont faciles à deviner.',
  'strength.warning.extendedRepeat': 'Les motifs de caractères répétés comme «\u00a0abcabcabc\u00a0» sont faciles à deviner.',
  'strength.warning.sequences': 'Les suites de caractères courantes comme «\u00a0abc\u00a0» sont faciles à deviner.',
  'strength.warning.recentYears': 'Les années récentes sont faciles à deviner.',
  'strength.warning.dates': 'Les dates sont faciles à deviner.',
  'strength.warning.topTen': 'Ce mot de passe est extrêmement utilisé.',
  'strength.warning.topHundred': 'Ce mot de passe est très souvent utilisé.',
  'strength.warning.common': 'Ce mot de passe est couramment utilisé.',
  'strength.warning.similarToCommon': 'Ce mot de passe ressemble à un mot de passe couramment utilisé.',
  'strength.warning.wordByItself': 'Un mot seul est facile à deviner.',
  'strength.warning.namesByThemselves': 'Un prénom ou un nom de famille seul est facile à deviner.',
  'strength.warning.commonNames': 'Les prénoms et noms de famille courants sont faciles à deviner.',
  'strength.warning.userInputs': 'Le mot de passe ne doit contenir aucune donnée personnelle ni liée à cette page.',
  'strength.suggestion.l33t': 'Évitez les substitutions de lettres prévisibles, comme «\u00a0@\u00a0» pour «\u00a0a\u00a0».',
  'strength.suggestion.reverseWords': 'Évitez les mots courants écrits à l’envers.',
  'strength.suggestion.allUppercase': 'Mettez quelques lettres en majuscules, mais pas toutes.',
  'strength.suggestion.capitalization': 'Mettez en majuscule d’autres lettres que la première.',
  'strength.suggestion.dates': 'Évitez les dates et les années qui vous sont associées.',
  'strength.suggestion.recentYears': 'Évitez les années récentes.',
  'strength.suggestion.associatedYears': 'Évitez les années qui vous sont associées.',
  'strength.suggestion.sequences': 'Évitez les suites de caractères courantes.',
  'strength.suggestion.repeated': 'Évitez les mots et les caractères répétés.',
  'strength.suggestion.longerKeyboardPattern': 'Utilisez des motifs de clavier plus longs et changez plusieurs fois de direction.',
  'strength.suggestion.anotherWord': 'Ajoutez d’autres mots, moins courants.',
  'strength.suggestion.useWords': 'Utilisez plusieurs mots, mais évitez les expressions courantes.',
  'strength.suggestion.noNeed': 'Un mot de passe peut être robuste sans symboles, chiffres ni majuscules.',

  // §2 Passkeys
  'passkeyStart.header': 'Configurer une nouvelle clé d’accès',
  'passkeyStart.body1': 'Avec les clés d’accès, plus besoin de retenir des mots de passe complexes.',
  'passkeyStart.body2':
    'Les clés d’accès sont des clés numériques chiffrées que vous créez avec votre empreinte digitale, votre visage ou le verrouillage de votre écran.',
  'passkeyStart.create': 'Créer une clé d’accès',
  'passkeyStart.skip': 'Ignorer',
  'passkeyStart.noUser': 'Erreur\u00a0: impossible d’utiliser le composant PasskeyRegistration sans utilisateur authentifié actif.',
  'passkeySuccess.header': 'Clé d’accès créée\u00a0!',
  'passkeySuccess.existing': 'Clés d’accès existantes',
  'passkeySuccess.another': 'Configurer une autre clé d’accès',
  'passkeySuccess.done': 'Terminé',
  'passkeySuccess.delete': 'Supprimer',
  'passkeySuccess.cancel': 'Annuler',
  'passkeySuccess.deleteWarning': 'Une fois supprimée, la clé d’accès ne pourra pas être restaurée.',
  'passkeySuccess.doneNotice': 'Vos clés d’accès sont enregistrées.',
  'passkeyRow.nameLabel': 'Nom de la clé d’accès',
  'passkeyRow.edit': 'Modifier le nom de {name}',
  'passkeyRow.save': 'Enregistrer le nom de {name}',
  'passkeyRow.delete': 'Supprimer {name}',
  'passkeyConfirmation.header': 'C’est fait',
  'passkeyConfirmation.body': 'Votre clé d’accès a bien été authentifiée.',

  // §2 Crypto
  'crypto.connect.header': 'Connexion à votre portefeuille…',
  'crypto.connect.hint': 'Terminez la connexion dans la fenêtre pop-up de votre portefeuille.',
  'crypto.retryHint': 'Pour réessayer, revenez à l’écran de connexion avec la flèche Retour.',
  'crypto.sign.header': 'Finalisation de la demande de signature…',
  'crypto.setup.header': 'Configurer un nouveau portefeuille crypto',
  'crypto.setup.body':
    'Se connecter avec un portefeuille crypto préserve la confidentialité et la sécurité de votre compte. Téléchargez l’un de ces portefeuilles pour commencer.',
  'crypto.setup.download': 'Télécharger {wallet}',
  'crypto.other.header': 'Continuer avec un autre portefeuille',
  'crypto.confirmation.header': 'C’est fait\u00a0!',
  'crypto.confirmation.body': 'Votre portefeuille est bien connecté.',
  'crypto.error.header': 'Une erreur semble s’être produite\u00a0!',
  'crypto.error.body':
    'Votre demande de connexion n’a pas pu aboutir. Revenez à l’écran de connexion avec la flèche Retour, puis réessayez.',
  'crypto.signFailed': '[Erreur] Impossible de signer le message',
  'crypto.other.label': 'Portefeuilles crypto',

  // Authenticator app
  'totp.header': 'Saisissez le code de validation',
  'totp.body': 'Saisissez le code à {digits} chiffres affiché dans votre application d’authentification.',
  'totp.codeLabel': 'Code de votre application d’authentification',
  'totp.verifying': 'Vérification du code…',
  'totp.useRecoveryCode': 'Utiliser plutôt un code de récupération',
  'totp.codeInvalid': 'Code incorrect. Veuillez réessayer.',
  'totp.codeReused': 'Ce code a déjà été utilisé. Attendez le code suivant dans votre application d’authentification, puis réessayez.',
  'totp.recover.header': 'Saisissez un code de récupération',
  'totp.recover.body':
    'Saisissez l’un des codes de récupération que vous avez enregistrés en configurant votre application d’authentification. Chaque code ne fonctionne qu’une seule fois.',
  'totp.recover.label': 'Code de récupération',
  'totp.recover.submit': 'Continuer',
  'totp.recover.invalid': 'Code de récupération incorrect. Veuillez réessayer. Chaque code ne fonctionne qu’une seule fois.',
  'totp.recover.useApp': 'Utiliser plutôt votre application d’authentification',
  'totp.enroll.header': 'Configurer une application d’authentification',
  'totp.enroll.body':
    'Scannez ce code QR avec votre application d’authentification, puis saisissez le code à {digits} chiffres qu’elle affiche.',
  'totp.enroll.qrLabel': 'Code QR à scanner avec votre application d’authentification',
  'totp.enroll.secretLabel': 'Impossible de le scanner\u00a0? Saisissez plutôt cette clé dans votre application\u00a0:',
  'totp.enroll.copy': 'Copier la clé',
  'totp.enroll.copied': 'Clé copiée',
  'totp.enroll.copyFailed': 'Impossible de copier la clé. Sélectionnez-la et copiez-la vous-même.',
  'totp.enroll.creating': 'Configuration de votre application d’authentification',
  'totp.enroll.skip': 'Ignorer pour l’instant',
  'totp.codes.header': 'Enregistrez vos codes de récupération',
  'totp.codes.body':
    'Si vous n’avez plus accès à votre application d’authentification, vous pourrez vous connecter avec l’un de ces codes. Chaque code ne fonctionne qu’une seule fois. Conservez-les en lieu sûr.',
  'totp.codes.listLabel': 'Codes de récupération',
  'totp.codes.copy': 'Copier les codes',
  'totp.codes.copied': 'Codes de récupération copiés',
  'totp.codes.copyFailed': 'Impossible de copier les codes. Sélectionnez-les et copiez-les vous-même.',
  'totp.codes.download': 'Télécharger les codes',
  'totp.codes.fileName': 'codes-de-recuperation.txt',
  'totp.codes.saved': 'Je les ai enregistrés',

  // Common
  'common.back': 'Retour',
  'common.didNotGetIt': 'Vous n’avez rien reçu\u00a0?',
  'common.loading': 'Chargement',
  'common.success': 'Opération réussie',
  'common.poweredBy': 'Fourni par Gatehouse',
  'common.logo': 'Logo',
  'common.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'common.notifications': 'Notifications',
  'common.dismiss': 'Fermer',
  'common.warning': 'Avertissement',
  'common.tryAgain': 'Réessayer',
  'common.resendIn': '({time})',
  'common.resendWait': 'Nouvel envoi possible dans {wait}.',

  // §2 toast area
  'toast.label': 'Notification',
  'toast.viewportLabel': 'Notifications ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Adresse e-mail non valide. Veuillez réessayer.',
  'validation.email': 'Adresse e-mail non valide',
  'validation.phone': 'Numéro de téléphone non valide. Veuillez réessayer.',

  // §5 Configuration errors
  'config.passkeysAlone':
    'Erreur\u00a0: les clés d’accès ne peuvent pas être utilisées seules. Ajoutez un autre produit à la configuration.',
  'config.emlAndEmailOtp': 'Erreur\u00a0: impossible d’utiliser à la fois EML et l’OTP par e-mail',

  // §8 Errors
  'error.generic': 'Une erreur semble s’être produite\u00a0!',
  'error.unableToContact': 'Impossible de joindre nos serveurs.',
  'error.invalidJson': 'Réponse JSON non valide de nos serveurs.',
  'error.invalidResponse': 'Réponse du serveur absente ou non valide',
  'error.otpInvalid': 'Code incorrect. Veuillez réessayer.',
  'error.tooManyRequests': 'Trop de requêtes ont été envoyées. Veuillez réessayer dans {wait}.',
  'error.passkeyLogin': 'Une erreur inconnue s’est produite lors de l’authentification par clé d’accès. Veuillez réessayer.',
  'error.passkeyNotFound':
    'Clé d’accès introuvable. Vous l’avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.',
  'error.passkeyEmpty': 'Le navigateur n’a renvoyé aucune clé d’accès. Veuillez réessayer.',
  'error.passkeyAlreadyRegistered':
    'Impossible de créer la clé d’accès, car elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil, puis synchronisée sur celui-ci.',
  'error.passkeyNotCreated':
    'Votre clé d’accès n’a pas été créée. Cliquez sur «\u00a0Créer une clé d’accès\u00a0» pour réessayer, ou ignorez cette étape sans ajouter de clé d’accès.',
  'error.missingPkce': 'Veillez à terminer cette procédure sur l’appareil sur lequel vous l’avez commencée.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'L’origine actuelle n’est pas autorisée pour ce client Google. Ajoutez {host} (ainsi que localhost avec son port, pour le développement) aux origines JavaScript autorisées de votre client Google.',
  'oneTap.invalidClient':
    'L’ID client Google n’est pas reconnu. Comparez l’ID client de votre tableau de bord avec celui de votre console Google Cloud.',
  'oneTap.configNotFound': 'Aucun client OAuth Google n’est configuré pour ce projet.',
  'oneTap.noLoginRedirect':
    'Aucune URL de redirection de connexion n’est définie. Ajoutez-en dans votre tableau de bord pour que oauthOptions.loginRedirectURL puisse être validée.',
  'oneTap.noSignupRedirect':
    'Aucune URL de redirection d’inscription n’est définie. Ajoutez-en dans votre tableau de bord pour que oauthOptions.signupRedirectURL puisse être validée.',
  'oneTap.defaultProviderNotAllowed':
    'One Tap n’est pas disponible avec le client Google par défaut. Configurez votre propre client Google pour l’utiliser.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'La requête n’a pas pu être comprise.',
  'apiError.invalid_json': 'Le corps de la requête n’est pas un JSON valide.',
  'apiError.unsupported_content_type': 'Envoyez le corps des requêtes au format application/json.',
  'apiError.request_too_large': 'Le corps de la requête dépasse la taille acceptée par l’émulateur (1\u00a0Mio).',
  'apiError.route_not_found': 'Aucune route de l’API ne correspond à cette méthode et à ce chemin.',
  'apiError.unauthorized_credentials': 'Le jeton public ou les identifiants de l’en-tête Authorization ne sont pas valides pour ce projet.',
  'apiError.session_not_found': 'Session introuvable\u00a0: elle a expiré, a été révoquée ou n’a jamais existé.',
  'apiError.user_unauthenticated': 'Cet appel nécessite une session active\u00a0; aucune n’a été envoyée.',
  'apiError.origin_not_allowed': 'Cette origine ne fait pas partie des origines autorisées du projet.',
  'apiError.host_not_allowed':
    'L’émulateur ne répond qu’à ses propres noms d’hôte (localhost, 127.0.0.1, [::1] et l’hôte indiqué à son démarrage).',
  'apiError.session_too_old_to_reset_password':
    'La session fournie ne peut pas servir à réinitialiser un mot de passe\u00a0: aucun facteur mot de passe, lien magique par e-mail ou OTP par e-mail n’y a été authentifié au cours des 5 dernières minutes. Authentifiez-vous de nouveau avant de réessayer.',
  'apiError.stale_factors':
    'Cette modification nécessite une connexion récente\u00a0: aucun facteur de la session n’a été authentifié au cours des 5 dernières minutes. Authentifiez-vous de nouveau, puis réessayez.',
  'apiError.invalid_email': 'L’adresse e-mail n’est pas valide.',
  'apiError.invalid_phone_number': 'Le numéro de téléphone doit être au format E.164, par exemple +15555550123.',
  'apiError.invalid_metadata': 'untrusted_metadata doit être un objet JSON de 4096 octets au maximum.',
  'apiError.user_not_found': 'Utilisateur introuvable.',
  'apiError.organization_not_found': 'Aucune organisation n’a cet organization_id.',
  'apiError.email_not_found': 'Aucun utilisateur n’a cette adresse e-mail.',
  'apiError.phone_number_not_found': 'Aucun utilisateur n’a ce numéro de téléphone.',
  'apiError.duplicate_email': 'Cette adresse e-mail appartient déjà à un autre utilisateur.',
  'apiError.duplicate_phone_number': 'Ce numéro de téléphone appartient déjà à un autre utilisateur.',
  'apiError.too_many_unverified_factors':
    'Impossible de créer un nouveau facteur d’authentification. Cet utilisateur a déjà trop de facteurs non vérifiés.',
  'apiError.redirect_url_not_allowed': 'L’URL de redirection ne fait pas partie des URL de redirection autorisées du projet.',
  'apiError.unable_to_auth_magic_link': 'Le lien magique n’a pas pu être authentifié.',
  'apiError.pkce_mismatch': 'Le code_verifier ne correspond pas au code_challenge avec lequel ce jeton a été émis (pkce).',
  'apiError.missing_code_challenge': 'Ce projet exige PKCE (pkce)\u00a0: envoyez un code_challenge.',
  'apiError.otp_code_not_found':
    'Aucun code actif pour ce method_id\u00a0: il a expiré, a déjà été utilisé, a été remplacé par un code plus récent ou a fait l’objet de trop de tentatives erronées.',
  'apiError.unable_to_auth_otp_code': 'Le code est incorrect.',
  'apiError.weak_password': 'Le mot de passe est trop faible pour la politique de mots de passe du projet.',
  'apiError.breached_password':
    'Ce mot de passe figure dans une liste de mots de passe divulgués lors de fuites de données. Choisissez-en un autre.',
  'apiError.reset_password': 'Le mot de passe de cet utilisateur doit être réinitialisé avant de pouvoir servir à se connecter.',
  'apiError.password_not_found': 'Cet utilisateur n’a pas de mot de passe.',
  'apiError.totp_not_found': 'L’enregistrement TOTP de cet utilisateur est introuvable.',
  'apiError.crypto_wallet_not_found': 'Le portefeuille crypto de cet utilisateur est introuvable.',
  'apiError.oauth_user_registration_not_found': 'L’enregistrement OAuth de cet utilisateur est introuvable.',
  'apiError.webauthn_registration_not_found': 'L’enregistrement WebAuthn de cet utilisateur est introuvable.',
  'apiError.biometric_registration_not_found': 'L’enregistrement biométrique de cet utilisateur est introuvable.',
  'apiError.too_many_requests': 'Trop de requêtes ont été envoyées.',
  'apiError.internal_server_error': 'L’émulateur a rencontré une erreur inattendue. Son journal contient les détails.',
  'apiError.invalid_oauth_provider': 'Ce fournisseur OAuth ne fait pas partie des fournisseurs pris en charge.',
  'apiError.public_token_required': 'Le paramètre de requête public_token est obligatoire.',
  'apiError.no_match_for_provided_oauth_url': 'L’URL de redirection ne fait pas partie des URL de redirection autorisées du projet.',
  'apiError.invalid_pkce_code_challenge': 'code_challenge doit être le SHA-256 en base64url d’un code_verifier (43 caractères, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'code_verifier doit comporter de 43 à 128 caractères parmi [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier':
    'Ce jeton a été émis avec un code_challenge (pkce)\u00a0: envoyez le code_verifier correspondant.',
  'apiError.pkce_did_not_expect_code_verifier':
    'Ce jeton a été émis sans code_challenge\u00a0: aucun code_verifier n’est donc attendu (pkce).',
  'apiError.oauth_token_not_found': 'Jeton OAuth introuvable\u00a0: il a expiré, a déjà été utilisé ou n’a jamais existé.',
  'apiError.oauth_invalid_state': 'Cette tentative de connexion a expiré ou a déjà abouti. Recommencez la connexion.',
  'apiError.invalid_identity': 'L’identité de test doit avoir une adresse e-mail valide.',
  'apiError.oauth_config_not_found': 'Aucun client OAuth Google n’est configuré pour ce projet.',
  'apiError.no_login_redirect_urls_set':
    'Le projet n’a aucune URL de redirection de connexion\u00a0: oauthOptions.loginRedirectURL ne peut donc pas être validée.',
  'apiError.no_signup_redirect_urls_set':
    'Le projet n’a aucune URL de redirection d’inscription\u00a0: oauthOptions.signupRedirectURL ne peut donc pas être validée.',
  'apiError.default_provider_not_allowed':
    'Le client Google par défaut ne peut pas être utilisé avec One Tap\u00a0: configurez votre propre client Google.',
  'apiError.invalid_callback_id': 'L’identifiant de rappel One Tap est inconnu, a expiré ou a déjà été utilisé.',
  'apiError.id_token_invalid': 'Le jeton d’identification Google n’est pas valide.',
  'apiError.id_token_expired': 'Le jeton d’identification Google a expiré.',
  'apiError.id_token_incorrect_audience':
    'Le jeton d’identification Google a été émis pour un autre client que le client Google du projet.',
  'apiError.invalid_webauthn_registration_domain':
    'domain doit être un nom d’hôte (l’ID de la partie de confiance) correspondant à l’origine de l’appel.',
  'apiError.invalid_authenticator_type': "authenticator_type doit valoir 'platform' ou 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'public_key_credential n’est pas un identifiant WebAuthn valide (chaîne JSON).',
  'apiError.no_pending_webauthn_registration':
    'Aucun défi WebAuthn en attente ne correspond à cet identifiant\u00a0: il a expiré, a déjà été utilisé ou n’a jamais existé.',
  'apiError.unable_to_register_webauthn_registration': 'L’enregistrement WebAuthn n’a pas pu être vérifié.',
  'apiError.duplicate_webauthn_registration': 'Cet identifiant est déjà enregistré.',
  'apiError.unable_to_auth_webauthn_registration': 'L’assertion WebAuthn n’a pas pu être vérifiée.',
  'apiError.no_active_webauthn_registrations': 'Cet utilisateur n’a aucun enregistrement WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'Le nom de l’enregistrement WebAuthn ne doit pas être vide.',
  'apiError.invalid_expiration': 'expiration_minutes doit être un entier compris entre 5 et 1440.',
  'apiError.active_totp_exists': 'Cet utilisateur a déjà un enregistrement TOTP actif. Supprimez-le avant d’en créer un autre.',
  'apiError.totps_not_found_for_user': 'Cet utilisateur n’a aucun enregistrement TOTP.',
  'apiError.expired_totp': 'L’enregistrement TOTP a expiré avant d’être vérifié. Créez-en un nouveau.',
  'apiError.invalid_totp_code': 'totp_code doit comporter 6 chiffres.',
  'apiError.unable_to_authenticate_totp': 'Le code TOTP est incorrect.',
  'apiError.totp_code_already_authenticated': 'Ce code TOTP a déjà été utilisé\u00a0; attendez le suivant (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code':
    'Ceci ressemble à un code de récupération\u00a0: utilisez l’appel recover pour les codes de récupération.',
  'apiError.totp_code_used_as_recovery_code':
    'Ceci ressemble à un code TOTP\u00a0: utilisez totps/authenticate pour les codes de l’application.',
  'apiError.recovery_codes_not_found': 'Cet utilisateur n’a aucun enregistrement TOTP vérifié avec des codes de récupération.',
  'apiError.unable_to_authenticate_recovery_code': 'Le code de récupération est incorrect ou a déjà été utilisé.',
  'apiError.invalid_wallet_type': "crypto_wallet_type doit valoir 'ethereum' ou 'solana'.",
  'apiError.invalid_ethereum_address': 'L’adresse n’est pas une adresse Ethereum valide (0x suivi de 40 chiffres hexadécimaux).',
  'apiError.invalid_solana_address': 'L’adresse n’est pas une adresse Solana valide (une clé publique ed25519 en base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum ne s’applique qu’aux portefeuilles Ethereum.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri doit être un URI http(s) d’une origine autorisée.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain doit être l’hôte de siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id doit être un entier positif (EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement doit tenir sur une seule ligne de 1024 caractères au maximum.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources doit contenir des URI.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id doit tenir sur une seule ligne de caractères imprimables.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at et not_before doivent être des horodatages RFC 3339.',
  'apiError.duplicate_wallet_address': 'Cette adresse de portefeuille appartient déjà à un autre utilisateur.',
  'apiError.crypto_wallet_challenge_not_found':
    'Aucun défi en attente pour ce portefeuille\u00a0: il a expiré, a déjà été utilisé ou n’a jamais été lancé.',
  'apiError.siwe_message_not_valid_yet': 'Le message Sign-In With Ethereum n’est pas encore valide (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'La signature ne correspond pas à ce portefeuille et à ce défi.',
};

export default messages;
