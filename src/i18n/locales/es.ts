/**
 * Spanish — register: informal «tú», as Google, Apple and Microsoft address their users on their Spanish
 * sign-in screens and as consumer apps do; Spain's conventions where the regions differ («Introduce»,
 * «caduca»), with vocabulary every Spanish speaker reads (no «vosotros», «número de teléfono» rather than
 * «móvil»/«celular»). Product names kept as Spanish users see them: «llave de acceso» for passkey (Google's and
 * Apple's Spanish term), Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap; «billetera» for crypto wallet. Fixed
 * identifiers in API errors (field names, PKCE, WebAuthn, TOTP, RFC numbers) stay as the API spells them.
 */
import { accountEs } from './account/es.js';
const messages = {
  ...accountEs,
  // §2 Main
  'main.header': 'Regístrate o inicia sesión',
  'main.passkeyLogin': 'Iniciar sesión con una llave de acceso',
  'main.tabs.label': 'Elige cómo quieres recibir tu código',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Correo',
  'main.continueWithEmail': 'Continuar con correo electrónico',
  'main.continueWithPhone': 'Continuar con SMS',
  'main.continueWithWhatsApp': 'Continuar con WhatsApp',
  'main.continue': 'Continuar',
  'main.divider': 'o',
  'social.continueWith': 'Continuar con {provider}',
  'wallet.continueWith': 'Continuar con {wallet}',
  'wallet.name.ethereum': 'Billetera de Ethereum',
  'wallet.name.solana': 'Billetera de Solana',
  'wallet.other': 'Continuar con otra billetera de criptomonedas',
  'wallet.setup': 'Configurar una nueva billetera de criptomonedas',
  'oneTap.loading': 'Cargando el inicio de sesión con Google',

  // Fields
  'field.email.label': 'Correo electrónico',
  'field.email.placeholder': 'ejemplo@email.com',
  'field.phone.label': 'Número de teléfono',
  'field.phone.country': 'País',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'Contraseña',
  'field.newPassword.label': 'Nueva contraseña',
  'field.password.show': 'Mostrar contraseña',
  'field.password.hide': 'Ocultar contraseña',
  'field.otp.label': 'Código de un solo uso',
  'field.required': 'Obligatorio',

  // §2 OTPAuthenticate
  'otp.header': 'Introduce el código',
  'otp.sentTo':
    '{channel, select, email {Te hemos enviado un código de {digits} dígitos a {destination}.} sms {Te hemos enviado un código de {digits} dígitos por SMS al {destination}.} other {Te hemos enviado un código de {digits} dígitos por WhatsApp al {destination}.}}',
  'otp.verifying': 'Verificando el código…',
  'otp.expiresIn': 'Tu código caduca en {time}.',
  'otp.expired': 'Tu código ha caducado.',
  'otp.resend': 'Reenviar código',
  'otp.resent': 'Código reenviado',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Listo',
  'otpConfirmation.body': 'Tu código se ha verificado correctamente.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Revisa tu correo',
  'emailConfirmation.body': 'Te hemos enviado un correo a {email}.',
  'emailConfirmation.openGmail': 'Abrir Gmail',
  'emailConfirmation.openYahoo': 'Abrir Yahoo',
  'emailConfirmation.openOutlook': 'Abrir Outlook',
  'emailConfirmation.resend': 'Reenviar correo',
  'emailConfirmation.tryAgain': 'Intentar de nuevo',
  'emailConfirmation.resent': 'Correo reenviado',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Crea una cuenta',
  'password.new.body': 'Para terminar de crear tu cuenta, elige una contraseña.',
  'password.new.submit': 'Continuar',
  'password.login.header': 'Iniciar sesión',
  'password.login.submit': 'Continuar',
  'password.forgot': '¿Has olvidado tu contraseña?',
  'password.emailLoginLink': 'Enviarme un enlace de inicio de sesión por correo',
  'password.emailLoginCode': 'Enviarme un código de inicio de sesión por correo',
  'password.passwordless.header': 'Revisa tu correo',
  'password.passwordless.body': 'Te hemos enviado un enlace o un código de inicio de sesión a {email}.',
  'password.createInstead': 'Prefiero crear una contraseña',
  'password.loginWithoutPassword': 'Iniciar sesión sin contraseña',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': '¿Has olvidado tu contraseña?',
  'passwordForgot.body': 'Te hemos enviado un enlace para restablecer tu contraseña a {email}.',
  'passwordBreached.header': 'Revisa tu correo para establecer una nueva contraseña',
  'passwordBreached.body':
    'Otro sitio web en el que usas la misma contraseña ha tenido recientemente un problema de seguridad. Por tu seguridad, te hemos enviado un correo a {email} para que restablezcas tu contraseña.',
  'passwordSetNew.header': '¡Revisa tu correo!',
  'passwordSetNew.body': 'Te hemos enviado un enlace de inicio de sesión a {email}.',
  'passwordDedupe.header': '¡Revisa tu correo para establecer una nueva contraseña!',
  'passwordDedupe.body': 'Te hemos enviado un enlace de inicio de sesión a {email} para confirmar que eres tú.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Restablece tu contraseña',
  'passwordReset.submit': 'Continuar',
  'passwordReset.loggingIn': 'Iniciando sesión…',
  'passwordReset.autoLoggingIn': 'Iniciando sesión',
  'passwordReset.noToken':
    'Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo desde el formulario de inicio de sesión.',
  'passwordConfirmation.header': '¡Listo!',
  'passwordConfirmation.body': 'Has iniciado sesión correctamente.',

  // §5 Strength meter
  'strength.lengthRule':
    '{n, plural, one {Debe tener al menos # carácter} many {Debe tener al menos # de caracteres} other {Debe tener al menos # caracteres}}',
  'strength.complexityRule': 'Debe contener {n} de los siguientes elementos: letra mayúscula, letra minúscula, número, símbolo',
  'strength.breached':
    'Es posible que esta contraseña se haya usado en otro sitio web que ha tenido un problema de seguridad. Elige otra contraseña.',
  'strength.ruleMet': 'Requisito cumplido: {rule}.',
  'strength.ruleUnmet': 'Requisito no cumplido: {rule}.',
  'strength.label': 'Seguridad de la contraseña',
  'strength.score.0': 'Muy débil',
  'strength.score.1': 'Débil',
  'strength.score.2': 'Aceptable',
  'strength.score.3': 'Segura',
  'strength.score.4': 'Muy segura',
  'strength.valid': 'La contraseña es válida.',
  'strength.level': 'Seguridad de la contraseña: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'Las filas seguidas de teclas son fáciles de adivinar.',
  'strength.warning.keyPattern': 'Los patrones cortos de teclado son fáciles de adivinar.',
  'strength.warning.simpleRepeat': 'Los caracteres repetidos como «aaa» son fáciles de adivinar.',
  'strength.warning.extendedRepeat': 'Los patrones de caracteres repetidos como «abcabcabc» son fáciles de adivinar.',
  'strength.warning.sequences': 'Las secuencias de caracteres comunes como «abc» son fáciles de adivinar.',
  'strength.warning.recentYears': 'Los años recientes son fáciles de adivinar.',
  'strength.warning.dates': 'Las fechas son fáciles de adivinar.',
  'strength.warning.topTen': 'Esta contraseña se usa muchísimo.',
  'strength.warning.topHundred': 'Esta contraseña se usa con mucha frecuencia.',
  'strength.warning.common': 'Esta contraseña es de uso común.',
  'strength.warning.similarToCommon': 'Esta contraseña se parece a una de uso común.',
  'strength.warning.wordByItself': 'Las palabras sueltas son fáciles de adivinar.',
  'strength.warning.namesByThemselves': 'Los nombres o apellidos sueltos son fáciles de adivinar.',
  'strength.warning.commonNames': 'Los nombres y apellidos comunes son fáciles de adivinar.',
  'strength.warning.userInputs': 'La contraseña no debe contener datos personales ni relacionados con esta página.',
  'strength.suggestion.l33t': 'Evita sustituciones de letras previsibles, como «@» por «a».',
  'strength.suggestion.reverseWords': 'Evita palabras comunes escritas al revés.',
  'strength.suggestion.allUppercase': 'Usa mayúsculas en algunas letras, pero no en todas.',
  'strength.suggestion.capitalization': 'Usa mayúsculas en más letras que la primera.',
  'strength.suggestion.dates': 'Evita fechas y años relacionados contigo.',
  'strength.suggestion.recentYears': 'Evita los años recientes.',
  'strength.suggestion.associatedYears': 'Evita años relacionados contigo.',
  'strength.suggestion.sequences': 'Evita secuencias de caracteres comunes.',
  'strength.suggestion.repeated': 'Evita repetir palabras y caracteres.',
  'strength.suggestion.longerKeyboardPattern': 'Usa patrones de teclado más largos y cambia de dirección varias veces.',
  'strength.suggestion.anotherWord': 'Añade más palabras poco comunes.',
  'strength.suggestion.useWords': 'Usa varias palabras, pero evita frases hechas.',
  'strength.suggestion.noNeed': 'Puedes crear contraseñas seguras sin símbolos, números ni mayúsculas.',

  // §2 Passkeys
  'passkeyStart.header': 'Configura una nueva llave de acceso',
  'passkeyStart.body1': 'Con las llaves de acceso, no necesitas recordar contraseñas complicadas.',
  'passkeyStart.body2':
    'Las llaves de acceso son claves digitales cifradas que creas con tu huella digital, tu cara o el bloqueo de pantalla.',
  'passkeyStart.create': 'Crear una llave de acceso',
  'passkeyStart.skip': 'Omitir',
  'passkeyStart.noUser': 'Error: No se puede usar el componente PasskeyRegistration sin un usuario autenticado activo.',
  'passkeySuccess.header': '¡Llave de acceso creada correctamente!',
  'passkeySuccess.existing': 'Llaves de acceso existentes',
  'passkeySuccess.another': 'Configurar otra llave de acceso',
  'passkeySuccess.done': 'Listo',
  'passkeySuccess.delete': 'Eliminar',
  'passkeySuccess.cancel': 'Cancelar',
  'passkeySuccess.deleteWarning': 'Una vez eliminada, la llave de acceso no se puede recuperar.',
  'passkeySuccess.doneNotice': 'Tus llaves de acceso se han guardado.',
  'passkeyRow.nameLabel': 'Nombre de la llave de acceso',
  'passkeyRow.edit': 'Editar el nombre de {name}',
  'passkeyRow.save': 'Guardar el nombre de {name}',
  'passkeyRow.delete': 'Eliminar {name}',
  'passkeyConfirmation.header': 'Listo',
  'passkeyConfirmation.body': 'Tu llave de acceso se ha autenticado correctamente.',

  // §2 Crypto
  'crypto.connect.header': 'Conectando con tu billetera…',
  'crypto.connect.hint': 'Completa el inicio de sesión en la ventana emergente de tu billetera.',
  'crypto.retryHint': 'Si necesitas volver a intentarlo, usa la flecha atrás para volver a la pantalla de inicio de sesión.',
  'crypto.sign.header': 'Completando la solicitud de firma…',
  'crypto.setup.header': 'Configura una nueva billetera de criptomonedas',
  'crypto.setup.body':
    'Iniciar sesión con una billetera de criptomonedas mantiene tu cuenta privada y segura. Descarga una de estas billeteras para empezar.',
  'crypto.setup.download': 'Descargar {wallet}',
  'crypto.other.header': 'Continuar con otra billetera',
  'crypto.confirmation.header': '¡Listo!',
  'crypto.confirmation.body': 'Has conectado tu billetera correctamente.',
  'crypto.error.header': '¡Parece que se ha producido un error!',
  'crypto.error.body':
    'No se ha podido completar tu solicitud de inicio de sesión. Usa la flecha atrás para volver a la pantalla de inicio de sesión e inténtalo de nuevo.',
  'crypto.signFailed': '[Error] No se ha podido firmar el mensaje',
  'crypto.other.label': 'Billeteras de criptomonedas',

  // Authenticator app
  'totp.header': 'Introduce el código de verificación',
  'totp.body': 'Introduce el código de {digits} dígitos de tu aplicación de autenticación.',
  'totp.codeLabel': 'Código de tu aplicación de autenticación',
  'totp.verifying': 'Verificando el código…',
  'totp.useRecoveryCode': 'Usar un código de recuperación',
  'totp.codeInvalid': 'El código no es válido. Inténtalo de nuevo.',
  'totp.codeReused': 'Este código ya se ha usado. Espera al siguiente código de tu aplicación de autenticación e inténtalo de nuevo.',
  'totp.recover.header': 'Introduce un código de recuperación',
  'totp.recover.body':
    'Introduce uno de los códigos de recuperación que guardaste al configurar tu aplicación de autenticación. Cada código solo se puede usar una vez.',
  'totp.recover.label': 'Código de recuperación',
  'totp.recover.submit': 'Continuar',
  'totp.recover.invalid': 'El código de recuperación no es válido. Inténtalo de nuevo. Cada código solo se puede usar una vez.',
  'totp.recover.useApp': 'Usar la aplicación de autenticación',
  'totp.enroll.header': 'Configura una aplicación de autenticación',
  'totp.enroll.body':
    'Escanea este código QR con tu aplicación de autenticación y, después, introduce el código de {digits} dígitos que aparezca.',
  'totp.enroll.qrLabel': 'Código QR para escanear con tu aplicación de autenticación',
  'totp.enroll.secretLabel': '¿No puedes escanearlo? Introduce esta clave en tu aplicación:',
  'totp.enroll.copy': 'Copiar clave',
  'totp.enroll.copied': 'Clave copiada',
  'totp.enroll.copyFailed': 'No se ha podido copiar la clave. Selecciónala y cópiala manualmente.',
  'totp.enroll.creating': 'Configurando tu aplicación de autenticación',
  'totp.enroll.skip': 'Omitir por ahora',
  'totp.codes.header': 'Guarda tus códigos de recuperación',
  'totp.codes.body':
    'Si pierdes el acceso a tu aplicación de autenticación, puedes iniciar sesión con uno de estos códigos. Cada código solo se puede usar una vez. Guárdalos en un lugar seguro.',
  'totp.codes.listLabel': 'Códigos de recuperación',
  'totp.codes.copy': 'Copiar códigos',
  'totp.codes.copied': 'Códigos de recuperación copiados',
  'totp.codes.copyFailed': 'No se han podido copiar los códigos. Selecciónalos y cópialos manualmente.',
  'totp.codes.download': 'Descargar códigos',
  'totp.codes.fileName': 'codigos-de-recuperacion.txt',
  'totp.codes.saved': 'Ya los he guardado',

  // Common
  'common.back': 'Atrás',
  'common.didNotGetIt': '¿No lo has recibido?',
  'common.loading': 'Cargando',
  'common.success': 'Listo',
  'common.poweredBy': 'Con la tecnología de Gatehouse',
  'common.logo': 'Logotipo',
  'common.opensInNewTab': '(se abre en una pestaña nueva)',
  'common.notifications': 'Notificaciones',
  'common.dismiss': 'Cerrar',
  'common.warning': 'Advertencia',
  'common.tryAgain': 'Intentar de nuevo',
  'common.resendIn': '({time})',
  'common.resendWait': 'Podrás reenviarlo dentro de {wait}.',

  // §2 toast area
  'toast.label': 'Notificación',
  'toast.viewportLabel': 'Notificaciones ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'El correo electrónico no es válido. Inténtalo de nuevo.',
  'validation.email': 'Dirección de correo electrónico no válida',
  'validation.phone': 'El número de teléfono no es válido. Inténtalo de nuevo.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Error: No se pueden usar las llaves de acceso por sí solas. Añade otro producto a la configuración.',
  'config.emlAndEmailOtp': 'Error: No se pueden usar a la vez EML y OTP por correo electrónico',

  // §8 Errors
  'error.generic': '¡Parece que se ha producido un error!',
  'error.unableToContact': 'No se puede conectar con nuestros servidores.',
  'error.invalidJson': 'Nuestros servidores han enviado una respuesta JSON no válida.',
  'error.invalidResponse': 'El servidor no ha respondido o su respuesta no es válida',
  'error.otpInvalid': 'El código no es válido. Inténtalo de nuevo.',
  'error.tooManyRequests': 'Se han realizado demasiadas solicitudes. Inténtalo de nuevo dentro de {wait}.',
  'error.passkeyLogin': 'Se ha producido un error desconocido al autenticarte con la llave de acceso. Inténtalo de nuevo.',
  'error.passkeyNotFound':
    'No se ha encontrado el registro de la llave de acceso. Es posible que la hayas eliminado de tu cuenta, pero no de tu gestor de contraseñas. Inténtalo de nuevo.',
  'error.passkeyEmpty': 'El navegador no ha devuelto ninguna llave de acceso. Inténtalo de nuevo.',
  'error.passkeyAlreadyRegistered':
    'No se puede crear la llave de acceso porque parece que ya está registrada. Es posible que se registrara en otro dispositivo y se haya sincronizado con este.',
  'error.passkeyNotCreated':
    'No se ha creado tu llave de acceso. Haz clic en «Crear una llave de acceso» para volver a intentarlo u omite este paso sin añadir ninguna.',
  'error.missingPkce': 'Asegúrate de completar este proceso en el mismo dispositivo en el que lo empezaste.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'El origen actual no está permitido para este cliente de Google. Añade {host} (y localhost con su puerto, para desarrollo) a los orígenes de JavaScript autorizados de tu cliente de Google.',
  'oneTap.invalidClient':
    'No se reconoce el ID de cliente de Google. Compara el ID de cliente de tu panel con el de tu consola de Google Cloud.',
  'oneTap.configNotFound': 'No hay ningún cliente OAuth de Google configurado para este proyecto.',
  'oneTap.noLoginRedirect':
    'No se han definido URLs de redirección de inicio de sesión. Añádelas en tu panel para que se pueda validar oauthOptions.loginRedirectURL.',
  'oneTap.noSignupRedirect':
    'No se han definido URLs de redirección de registro. Añádelas en tu panel para que se pueda validar oauthOptions.signupRedirectURL.',
  'oneTap.defaultProviderNotAllowed':
    'One Tap no está disponible con el cliente de Google predeterminado. Configura tu propio cliente de Google para usarlo.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'No se ha podido interpretar la solicitud.',
  'apiError.invalid_json': 'El cuerpo de la solicitud no es un JSON válido.',
  'apiError.unsupported_content_type': 'Envía el cuerpo de las solicitudes como application/json.',
  'apiError.request_too_large': 'El cuerpo de la solicitud supera el tamaño que acepta el emulador (1 MiB).',
  'apiError.route_not_found': 'Ninguna ruta de la API corresponde a este método y esta ruta de acceso.',
  'apiError.unauthorized_credentials':
    'El token público o las credenciales del encabezado Authorization no son válidos para este proyecto.',
  'apiError.session_not_found': 'No se ha encontrado la sesión: ha caducado, se ha revocado o nunca ha existido.',
  'apiError.user_unauthenticated': 'Esta llamada necesita una sesión activa y no se ha enviado ninguna.',
  'apiError.origin_not_allowed': 'Este origen no está entre los orígenes permitidos del proyecto.',
  'apiError.host_not_allowed':
    'El emulador solo responde a sus propios nombres de host (localhost, 127.0.0.1, [::1] y el host con el que se inició).',
  'apiError.session_too_old_to_reset_password':
    'La sesión proporcionada no se puede usar para restablecer una contraseña: no tiene ningún factor de contraseña, enlace mágico por correo electrónico u OTP por correo electrónico autenticado en los últimos 5 minutos. Vuelve a autenticarte antes de intentarlo de nuevo.',
  'apiError.stale_factors':
    'Este cambio requiere un inicio de sesión reciente: la sesión no tiene ningún factor autenticado en los últimos 5 minutos. Vuelve a autenticarte e inténtalo de nuevo.',
  'apiError.invalid_email': 'La dirección de correo electrónico no es válida.',
  'apiError.invalid_phone_number': 'El número de teléfono debe tener el formato E.164, por ejemplo, +15555550123.',
  'apiError.invalid_metadata': 'untrusted_metadata debe ser un objeto JSON de 4096 bytes como máximo.',
  'apiError.user_not_found': 'No se ha encontrado el usuario.',
  'apiError.organization_not_found': 'Ninguna organización tiene este organization_id.',
  'apiError.email_not_found': 'Ningún usuario tiene esta dirección de correo electrónico.',
  'apiError.phone_number_not_found': 'Ningún usuario tiene este número de teléfono.',
  'apiError.duplicate_email': 'Esta dirección de correo electrónico ya pertenece a otro usuario.',
  'apiError.duplicate_phone_number': 'Este número de teléfono ya pertenece a otro usuario.',
  'apiError.too_many_unverified_factors':
    'No hemos podido crear un nuevo factor de autenticación. Este usuario ya tiene demasiados factores sin verificar.',
  'apiError.redirect_url_not_allowed': 'La URL de redirección no está entre las URLs de redirección permitidas del proyecto.',
  'apiError.unable_to_auth_magic_link': 'No se ha podido autenticar el enlace mágico.',
  'apiError.pkce_mismatch': 'El code_verifier no coincide con el code_challenge con el que se emitió este token (pkce).',
  'apiError.missing_code_challenge': 'Este proyecto requiere PKCE (pkce): envía un code_challenge.',
  'apiError.otp_code_not_found':
    'No hay ningún código activo para este method_id: ha caducado, ya se ha usado, se ha sustituido por uno más reciente o ha tenido demasiados intentos fallidos.',
  'apiError.unable_to_auth_otp_code': 'El código es incorrecto.',
  'apiError.weak_password': 'La contraseña es demasiado débil para la política de contraseñas del proyecto.',
  'apiError.breached_password': 'Esta contraseña aparece en una lista de contraseñas filtradas en brechas de datos. Elige otra.',
  'apiError.reset_password': 'Hay que restablecer la contraseña de este usuario antes de poder usarla para iniciar sesión.',
  'apiError.password_not_found': 'Este usuario no tiene contraseña.',
  'apiError.totp_not_found': 'No se ha encontrado el registro TOTP de este usuario.',
  'apiError.crypto_wallet_not_found': 'No se ha encontrado la billetera de criptomonedas de este usuario.',
  'apiError.oauth_user_registration_not_found': 'No se ha encontrado el registro OAuth de este usuario.',
  'apiError.webauthn_registration_not_found': 'No se ha encontrado el registro WebAuthn de este usuario.',
  'apiError.biometric_registration_not_found': 'No se ha encontrado el registro biométrico de este usuario.',
  'apiError.too_many_requests': 'Se han realizado demasiadas solicitudes.',
  'apiError.internal_server_error': 'El emulador ha sufrido un error inesperado. Encontrarás los detalles en su registro.',
  'apiError.invalid_oauth_provider': 'Este proveedor de OAuth no es uno de los proveedores compatibles.',
  'apiError.public_token_required': 'El parámetro de consulta public_token es obligatorio.',
  'apiError.no_match_for_provided_oauth_url': 'La URL de redirección no está entre las URLs de redirección permitidas del proyecto.',
  'apiError.invalid_pkce_code_challenge': 'code_challenge debe ser el SHA-256 en base64url de un code_verifier (43 caracteres, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'code_verifier debe tener entre 43 y 128 caracteres de [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier': 'Este token se emitió con un code_challenge (pkce): envía el code_verifier correspondiente.',
  'apiError.pkce_did_not_expect_code_verifier':
    'Este token se emitió sin code_challenge, así que no se espera ningún code_verifier (pkce).',
  'apiError.oauth_token_not_found': 'No se ha encontrado el token de OAuth: ha caducado, ya se ha usado o nunca ha existido.',
  'apiError.oauth_invalid_state':
    'Este intento de inicio de sesión ha caducado o ya se ha completado. Vuelve a iniciar sesión desde el principio.',
  'apiError.invalid_identity': 'La identidad de prueba necesita una dirección de correo electrónico válida.',
  'apiError.oauth_config_not_found': 'No hay ningún cliente OAuth de Google configurado para este proyecto.',
  'apiError.no_login_redirect_urls_set':
    'El proyecto no tiene URLs de redirección de inicio de sesión, así que no se puede validar oauthOptions.loginRedirectURL.',
  'apiError.no_signup_redirect_urls_set':
    'El proyecto no tiene URLs de redirección de registro, así que no se puede validar oauthOptions.signupRedirectURL.',
  'apiError.default_provider_not_allowed':
    'El cliente de Google predeterminado no se puede usar con One Tap: configura tu propio cliente de Google.',
  'apiError.invalid_callback_id': 'El ID de callback de One Tap es desconocido, ha caducado o ya se ha usado.',
  'apiError.id_token_invalid': 'El token de ID de Google no es válido.',
  'apiError.id_token_expired': 'El token de ID de Google ha caducado.',
  'apiError.id_token_incorrect_audience': 'El token de ID de Google se emitió para un cliente distinto del cliente de Google del proyecto.',
  'apiError.invalid_webauthn_registration_domain':
    'domain debe ser un nombre de host (el ID de la parte de confianza) que coincida con el origen de la llamada.',
  'apiError.invalid_authenticator_type': "authenticator_type debe ser 'platform' o 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'public_key_credential no es una credencial WebAuthn válida (cadena JSON).',
  'apiError.no_pending_webauthn_registration':
    'Ningún desafío WebAuthn pendiente corresponde a esta credencial: ha caducado, ya se ha usado o nunca ha existido.',
  'apiError.unable_to_register_webauthn_registration': 'No se ha podido verificar el registro WebAuthn.',
  'apiError.duplicate_webauthn_registration': 'Esta credencial ya está registrada.',
  'apiError.unable_to_auth_webauthn_registration': 'No se ha podido verificar la aserción WebAuthn.',
  'apiError.no_active_webauthn_registrations': 'Este usuario no tiene registros WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'El nombre del registro WebAuthn no puede estar vacío.',
  'apiError.invalid_expiration': 'expiration_minutes debe ser un número entero entre 5 y 1440.',
  'apiError.active_totp_exists': 'Este usuario ya tiene un registro TOTP activo. Elimínalo antes de crear otro.',
  'apiError.totps_not_found_for_user': 'Este usuario no tiene ningún registro TOTP.',
  'apiError.expired_totp': 'El registro TOTP caducó antes de verificarse. Crea uno nuevo.',
  'apiError.invalid_totp_code': 'totp_code debe tener 6 dígitos.',
  'apiError.unable_to_authenticate_totp': 'El código TOTP es incorrecto.',
  'apiError.totp_code_already_authenticated': 'Este código TOTP ya se ha usado; espera al siguiente (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'Parece un código de recuperación: usa la llamada recover para los códigos de recuperación.',
  'apiError.totp_code_used_as_recovery_code': 'Parece un código TOTP: usa totps/authenticate para los códigos de la aplicación.',
  'apiError.recovery_codes_not_found': 'Este usuario no tiene ningún registro TOTP verificado con códigos de recuperación.',
  'apiError.unable_to_authenticate_recovery_code': 'El código de recuperación es incorrecto o ya se ha usado.',
  'apiError.invalid_wallet_type': "crypto_wallet_type debe ser 'ethereum' o 'solana'.",
  'apiError.invalid_ethereum_address': 'La dirección no es una dirección de Ethereum válida (0x seguido de 40 dígitos hexadecimales).',
  'apiError.invalid_solana_address': 'La dirección no es una dirección de Solana válida (una clave pública ed25519 en base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum solo se aplica a billeteras de Ethereum.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri debe ser un URI http(s) de un origen permitido.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain debe ser el host de siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id debe ser un número entero positivo (EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement debe ser una sola línea de 1024 caracteres como máximo.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources deben ser URIs.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id debe ser una sola línea de caracteres imprimibles.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at y not_before deben ser marcas de tiempo RFC 3339.',
  'apiError.duplicate_wallet_address': 'Esta dirección de billetera ya pertenece a otro usuario.',
  'apiError.crypto_wallet_challenge_not_found':
    'No hay ningún desafío pendiente para esta billetera: ha caducado, ya se ha usado o nunca se inició.',
  'apiError.siwe_message_not_valid_yet': 'El mensaje de Sign-In With Ethereum todavía no es válido (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'La firma no se puede verificar para esta billetera y este desafío.',
};

export default messages;
