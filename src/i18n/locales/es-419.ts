/**
 * Latin American Spanish (es-419, issue 40) — Spanish (./es.ts, written as in Spain) with only what Latin America
 * says differently: «Ingresa» for «Introduce», «vencer» for «caducar», «Agrega» for «Añade», and the simple past
 * where Spain uses the present perfect for what just happened («Te enviamos», «¿Olvidaste…?», «Se produjo un
 * error»), as Google's, Apple's and Mercado Libre's Latin American sign-in screens write them; “…” quotes. Every
 * other key is Spain's text, which reads the same on both sides of the Atlantic (tú, «número de teléfono»,
 * «billetera», «llave de acceso»). Shown for es-419 and for Spanish of any region but Spain, Equatorial Guinea
 * and the Philippines (src/i18n/locales.ts). This module imports Spanish's, so its chunk is the overrides alone and
 * brings Spanish's chunk with it. Machine-drafted, not yet reviewed by a native speaker.
 */
import type { LocaleMessages } from '../messages.js';
import spanish from './es.js';

const messages: LocaleMessages = {
  ...spanish,
  // §2 OTPAuthenticate
  'otp.header': 'Ingresa el código',
  'otp.sentTo':
    '{channel, select, email {Te enviamos un código de {digits} dígitos a {destination}.} sms {Te enviamos un código de {digits} dígitos por SMS al {destination}.} other {Te enviamos un código de {digits} dígitos por WhatsApp al {destination}.}}',
  'otp.expiresIn': 'Tu código vence en {time}.',
  'otp.expired': 'Tu código venció.',
  'otpConfirmation.body': 'Tu código se verificó correctamente.',

  // §2 EmailConfirmation, PasswordCreateOrLogin, PasswordForgot / Breached / SetNew / Dedupe
  'emailConfirmation.body': 'Te enviamos un correo a {email}.',
  'password.forgot': '¿Olvidaste tu contraseña?',
  'password.passwordless.body': 'Te enviamos un enlace o un código de inicio de sesión a {email}.',
  'passwordForgot.header': '¿Olvidaste tu contraseña?',
  'passwordForgot.body': 'Te enviamos un enlace para restablecer tu contraseña a {email}.',
  'passwordBreached.body':
    'Otro sitio web en el que usas la misma contraseña tuvo hace poco un problema de seguridad. Por tu seguridad, te enviamos un correo a {email} para que restablezcas tu contraseña.',
  'passwordSetNew.body': 'Te enviamos un enlace de inicio de sesión a {email}.',
  'passwordDedupe.body': 'Te enviamos un enlace de inicio de sesión a {email} para confirmar que eres tú.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.noToken':
    'Este enlace para restablecer la contraseña no es válido o venció. Solicita uno nuevo desde el formulario de inicio de sesión.',
  'passwordConfirmation.body': 'Iniciaste sesión correctamente.',

  // §5 Strength meter
  'strength.breached':
    'Es posible que esta contraseña se haya usado en otro sitio web que tuvo un problema de seguridad. Elige otra contraseña.',
  'strength.suggestion.anotherWord': 'Agrega más palabras poco comunes.',

  // §2 Passkeys
  'passkeySuccess.doneNotice': 'Se guardaron tus llaves de acceso.',
  'passkeyConfirmation.body': 'Tu llave de acceso se autenticó correctamente.',

  // §2 Crypto
  'crypto.confirmation.body': 'Conectaste tu billetera correctamente.',
  'crypto.error.header': '¡Parece que se produjo un error!',
  'crypto.error.body':
    'No se pudo completar tu solicitud de inicio de sesión. Usa la flecha atrás para volver a la pantalla de inicio de sesión e inténtalo de nuevo.',
  'crypto.signFailed': '[Error] No se pudo firmar el mensaje',

  // Authenticator app
  'totp.header': 'Ingresa el código de verificación',
  'totp.body': 'Ingresa el código de {digits} dígitos de tu aplicación de autenticación.',
  'totp.codeReused': 'Este código ya se usó. Espera al siguiente código de tu aplicación de autenticación e inténtalo de nuevo.',
  'totp.recover.header': 'Ingresa un código de recuperación',
  'totp.recover.body':
    'Ingresa uno de los códigos de recuperación que guardaste al configurar tu aplicación de autenticación. Cada código solo se puede usar una vez.',
  'totp.enroll.body':
    'Escanea este código QR con tu aplicación de autenticación y, después, ingresa el código de {digits} dígitos que aparezca.',
  'totp.enroll.secretLabel': '¿No puedes escanearlo? Ingresa esta clave en tu aplicación:',
  'totp.enroll.copyFailed': 'No se pudo copiar la clave. Selecciónala y cópiala manualmente.',
  'totp.codes.copyFailed': 'No se pudieron copiar los códigos. Selecciónalos y cópialos manualmente.',
  'totp.codes.saved': 'Ya los guardé',

  // Common
  'common.didNotGetIt': '¿No lo recibiste?',
  'common.resendWait': 'Podrás reenviarlo en {wait}.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Error: No se pueden usar las llaves de acceso por sí solas. Agrega otro producto a la configuración.',

  // §8 Errors
  'error.generic': '¡Parece que se produjo un error!',
  'error.invalidJson': 'Nuestros servidores enviaron una respuesta JSON no válida.',
  'error.invalidResponse': 'El servidor no respondió o su respuesta no es válida',
  'error.tooManyRequests': 'Se realizaron demasiadas solicitudes. Inténtalo de nuevo en {wait}.',
  'error.passkeyLogin': 'Se produjo un error desconocido al autenticarte con la llave de acceso. Inténtalo de nuevo.',
  'error.passkeyNotFound':
    'No se encontró el registro de la llave de acceso. Es posible que la hayas eliminado de tu cuenta, pero no de tu administrador de contraseñas. Inténtalo de nuevo.',
  'error.passkeyEmpty': 'El navegador no devolvió ninguna llave de acceso. Inténtalo de nuevo.',
  'error.passkeyNotCreated':
    'No se creó tu llave de acceso. Haz clic en “Crear una llave de acceso” para volver a intentarlo u omite este paso sin agregar ninguna.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'El origen actual no está permitido para este cliente de Google. Agrega {host} (y localhost con su puerto, para desarrollo) a los orígenes de JavaScript autorizados de tu cliente de Google.',
  'oneTap.noLoginRedirect':
    'No se definieron URLs de redirección de inicio de sesión. Agrégalas en tu panel para que se pueda validar oauthOptions.loginRedirectURL.',
  'oneTap.noSignupRedirect':
    'No se definieron URLs de redirección de registro. Agrégalas en tu panel para que se pueda validar oauthOptions.signupRedirectURL.',

  // API errors: «vencer» for what expired
  'apiError.session_not_found': 'No se encontró la sesión: venció, se revocó o nunca existió.',
  'apiError.otp_code_not_found':
    'No hay ningún código activo para este method_id: venció, ya se usó, se reemplazó por uno más reciente o tuvo demasiados intentos fallidos.',
  'apiError.oauth_token_not_found': 'No se encontró el token de OAuth: venció, ya se usó o nunca existió.',
  'apiError.oauth_invalid_state': 'Este intento de inicio de sesión venció o ya se completó. Vuelve a iniciar sesión desde el principio.',
  'apiError.invalid_callback_id': 'El ID de callback de One Tap es desconocido, venció o ya se usó.',
  'apiError.id_token_expired': 'El token de ID de Google venció.',
  'apiError.no_pending_webauthn_registration':
    'Ningún desafío WebAuthn pendiente corresponde a esta credencial: venció, ya se usó o nunca existió.',
  'apiError.expired_totp': 'El registro TOTP venció antes de verificarse. Crea uno nuevo.',
  'apiError.crypto_wallet_challenge_not_found': 'No hay ningún desafío pendiente para esta billetera: venció, ya se usó o nunca se inició.',

  // The account page (issue 39): «Ingresa», «Agrega»
  'account.lastWay': 'Es tu única forma de iniciar sesión, así que no se puede quitar. Agrega antes otra forma de iniciar sesión.',
  'account.contacts.codeSent': 'Ingresa el código enviado a {destination}.',
};

export default messages;
