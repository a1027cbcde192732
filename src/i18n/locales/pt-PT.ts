/**
 * European Portuguese (pt-PT, issue 40) — Brazilian Portuguese (./pt-BR.ts) with what Portugal writes differently:
 * the third person without «você» («Introduza», «o seu»), «a + infinitivo» for what is happening («A verificar…»),
 * and Portugal's vocabulary: «palavra-passe» (password), «iniciar sessão» (log in), «registar-se» (sign up),
 * «utilizador», «registo», «ecrã», «transferir» (download), «guardar» (save), «eliminar» (delete), «aplicação»,
 * «código QR», «separador» (tab); «chave de acesso» for passkey as in Brazil (Google's term in both). Every other
 * key is Brazil's text, which reads the same in Portugal. Shown for pt-PT and for Portuguese of any region but
 * Brazil (src/i18n/locales.ts). This module imports Brazilian Portuguese's, so its chunk is the overrides alone and
 * brings that chunk with it. Machine-drafted, not yet reviewed by a native speaker.
 */
import type { LocaleMessages } from '../messages.js';
import brazilian from './pt-BR.js';

const messages: LocaleMessages = {
  ...brazilian,
  // §2 Main
  'main.header': 'Registe-se ou inicie sessão',
  'main.passkeyLogin': 'Iniciar sessão com uma chave de acesso',
  'main.tabs.label': 'Escolha como quer receber o código',
  'oneTap.loading': 'A carregar o início de sessão com o Google',

  // Fields
  'field.phone.placeholder': '912 345 678',
  'field.password.label': 'Palavra-passe',
  'field.newPassword.label': 'Nova palavra-passe',
  'field.password.show': 'Mostrar palavra-passe',
  'field.password.hide': 'Ocultar palavra-passe',

  // §2 OTPAuthenticate
  'otp.header': 'Introduza o código',
  'otp.verifying': 'A verificar o código…',
  'otp.expiresIn': 'O seu código expira dentro de {time}.',
  'otp.expired': 'O seu código expirou.',
  'otpConfirmation.header': 'Concluído',
  'otpConfirmation.body': 'O seu código foi verificado.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Verifique o seu e-mail',

  // §2 PasswordCreateOrLogin
  'password.new.body': 'Defina uma palavra-passe para concluir a criação da sua conta.',
  'password.login.header': 'Iniciar sessão',
  'password.forgot': 'Esqueceu-se da palavra-passe?',
  'password.emailLoginLink': 'Receber um link de início de sessão por e-mail',
  'password.emailLoginCode': 'Receber um código de início de sessão por e-mail',
  'password.passwordless.header': 'Verifique o seu e-mail',
  'password.passwordless.body': 'Enviámos um link ou código de início de sessão para {email}.',
  'password.createInstead': 'Prefiro criar uma palavra-passe',
  'password.loginWithoutPassword': 'Iniciar sessão sem palavra-passe',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Esqueceu-se da palavra-passe?',
  'passwordForgot.body': 'Enviámos um link para repor a sua palavra-passe para {email}.',
  'passwordBreached.header': 'Verifique o seu e-mail para definir uma nova palavra-passe',
  'passwordBreached.body':
    'Outro site onde utiliza a mesma palavra-passe teve recentemente um problema de segurança. Para sua segurança, enviámos um e-mail para {email} para que reponha a sua palavra-passe.',
  'passwordSetNew.header': 'Verifique o seu e-mail!',
  'passwordSetNew.body': 'Enviámos um link de início de sessão para {email}.',
  'passwordDedupe.header': 'Verifique o seu e-mail para definir uma nova palavra-passe!',
  'passwordDedupe.body': 'Enviámos um link de início de sessão para {email} para confirmar que é o próprio.',
  'otp.sentTo':
    '{channel, select, email {Enviámos um código de {digits} dígitos para {destination}.} sms {Enviámos um código de {digits} dígitos por SMS para {destination}.} other {Enviámos um código de {digits} dígitos pelo WhatsApp para {destination}.}}',
  'emailConfirmation.body': 'Enviámos um e-mail para {email}.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Reponha a sua palavra-passe',
  'passwordReset.loggingIn': 'A iniciar sessão…',
  'passwordReset.autoLoggingIn': 'A iniciar sessão',
  'passwordReset.noToken': 'Este link de reposição da palavra-passe é inválido ou expirou. Peça um novo no formulário de início de sessão.',
  'passwordConfirmation.header': 'Concluído!',
  'passwordConfirmation.body': 'Iniciou sessão.',

  // §5 Strength meter
  'strength.breached':
    'Esta palavra-passe pode ter sido utilizada noutro site que teve um problema de segurança. Escolha outra palavra-passe.',
  'strength.label': 'Força da palavra-passe',
  'strength.valid': 'A palavra-passe é válida.',
  'strength.level': 'Força da palavra-passe: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.topTen': 'Esta é uma palavra-passe muito utilizada.',
  'strength.warning.topHundred': 'Esta é uma palavra-passe utilizada com frequência.',
  'strength.warning.common': 'Esta é uma palavra-passe comum.',
  'strength.warning.similarToCommon': 'Esta palavra-passe é parecida com uma palavra-passe comum.',
  'strength.warning.namesByThemselves': 'Nomes próprios ou apelidos isolados são fáceis de adivinhar.',
  'strength.warning.commonNames': 'Nomes próprios e apelidos comuns são fáceis de adivinhar.',
  'strength.warning.userInputs': 'A palavra-passe não deve conter dados pessoais nem relacionados com esta página.',
  'strength.suggestion.reverseWords': 'Evite palavras comuns escritas de trás para a frente.',
  'strength.suggestion.dates': 'Evite datas e anos relacionados consigo.',
  'strength.suggestion.associatedYears': 'Evite anos relacionados consigo.',
  'strength.suggestion.noNeed': 'Pode criar palavras-passe fortes sem símbolos, números ou letras maiúsculas.',

  // §2 Passkeys
  'passkeyStart.body1': 'Com as chaves de acesso, não precisa de se lembrar de palavras-passe complicadas.',
  'passkeyStart.body2':
    'As chaves de acesso são chaves digitais encriptadas que cria com a sua impressão digital, o seu rosto ou o bloqueio de ecrã.',
  'passkeyStart.skip': 'Ignorar',
  'passkeyStart.noUser': 'Erro: não é possível utilizar o componente PasskeyRegistration sem um utilizador autenticado ativo.',
  'passkeySuccess.delete': 'Eliminar',
  'passkeySuccess.deleteWarning': 'Depois de eliminada, a chave de acesso não pode ser recuperada.',
  'passkeySuccess.doneNotice': 'As suas chaves de acesso foram guardadas.',
  'passkeyRow.save': 'Guardar o nome de {name}',
  'passkeyRow.delete': 'Eliminar {name}',
  'passkeyConfirmation.header': 'Concluído',
  'passkeyConfirmation.body': 'A sua chave de acesso foi autenticada.',

  // §2 Crypto
  'crypto.connect.header': 'A ligar à sua carteira…',
  'crypto.connect.hint': 'Conclua o início de sessão na janela pop-up da sua carteira.',
  'crypto.retryHint': 'Se precisar de tentar novamente, utilize a seta Voltar para regressar ao ecrã de início de sessão.',
  'crypto.sign.header': 'A concluir o pedido de assinatura…',
  'crypto.setup.body':
    'Iniciar sessão com uma carteira de criptomoedas mantém a sua conta privada e segura. Transfira uma destas carteiras para começar.',
  'crypto.setup.download': 'Transferir {wallet}',
  'crypto.confirmation.header': 'Concluído!',
  'crypto.confirmation.body': 'A sua carteira foi ligada.',
  'crypto.error.body':
    'Não foi possível concluir o seu pedido de início de sessão. Utilize a seta Voltar para regressar ao ecrã de início de sessão e tente novamente.',

  // Authenticator app
  'totp.header': 'Introduza o código de verificação',
  'totp.body': 'Introduza o código de {digits} dígitos da sua aplicação de autenticação.',
  'totp.codeLabel': 'Código da sua aplicação de autenticação',
  'totp.verifying': 'A verificar o código…',
  'totp.useRecoveryCode': 'Utilizar um código de recuperação',
  'totp.codeReused': 'Este código já foi utilizado. Aguarde pelo próximo código na aplicação de autenticação e tente novamente.',
  'totp.recover.header': 'Introduza um código de recuperação',
  'totp.recover.body':
    'Introduza um dos códigos de recuperação que guardou ao configurar a aplicação de autenticação. Cada código só funciona uma vez.',
  'totp.recover.useApp': 'Utilizar a aplicação de autenticação',
  'totp.enroll.header': 'Configure uma aplicação de autenticação',
  'totp.enroll.body': 'Leia este código QR com a aplicação de autenticação e introduza o código de {digits} dígitos que esta mostrar.',
  'totp.enroll.qrLabel': 'Código QR para ler com a aplicação de autenticação',
  'totp.enroll.secretLabel': 'Não consegue ler o código? Introduza esta chave na aplicação:',
  'totp.enroll.creating': 'A configurar a sua aplicação de autenticação',
  'totp.enroll.skip': 'Ignorar por agora',
  'totp.codes.header': 'Guarde os seus códigos de recuperação',
  'totp.codes.body':
    'Se perder o acesso à aplicação de autenticação, pode iniciar sessão com um destes códigos. Cada código só funciona uma vez. Guarde-os num local seguro.',
  'totp.codes.download': 'Transferir códigos',
  'totp.codes.saved': 'Já os guardei',

  // Common
  'common.loading': 'A carregar',
  'common.success': 'Concluído',
  'common.poweredBy': 'Com tecnologia da Gatehouse',
  'common.opensInNewTab': '(abre num novo separador)',
  'common.resendWait': 'Poderá reenviar dentro de {wait}.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Erro: não é possível utilizar chaves de acesso sozinhas. Adicione outro produto à configuração.',
  'config.emlAndEmailOtp': 'Erro: não é possível utilizar EML e OTP por e-mail em simultâneo',

  // §8 Errors
  'error.unableToContact': 'Não foi possível contactar os nossos servidores.',
  'error.invalidJson': 'Resposta JSON inválida dos nossos servidores.',
  'error.tooManyRequests': 'Foram feitos demasiados pedidos. Tente novamente dentro de {wait}.',
  'error.passkeyNotFound':
    'Registo da chave de acesso não encontrado. Talvez tenha eliminado a chave de acesso da sua conta, mas não do gestor de palavras-passe. Tente novamente.',
  'error.passkeyAlreadyRegistered':
    'Não é possível criar a chave de acesso porque parece que já está registada. Talvez tenha sido registada noutro dispositivo e sincronizada entre dispositivos.',
  'error.passkeyNotCreated':
    'A sua chave de acesso não foi criada. Clique em «Criar uma chave de acesso» para tentar novamente ou ignore este passo sem adicionar uma chave de acesso.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'A origem atual não é permitida para este cliente do Google. Adicione {host} (e localhost com a porta, para desenvolvimento) às origens JavaScript autorizadas do seu cliente do Google.',
  'oneTap.noLoginRedirect':
    'Não existem URLs de redirecionamento de início de sessão definidos. Adicione-os no seu painel para que oauthOptions.loginRedirectURL possa ser validado.',
  'oneTap.noSignupRedirect':
    'Não existem URLs de redirecionamento de registo definidos. Adicione-os no seu painel para que oauthOptions.signupRedirectURL possa ser validado.',

  // API errors: «utilizador», «registo», «palavra-passe», «pedido»
  'apiError.bad_request': 'Não foi possível compreender o pedido.',
  'apiError.invalid_json': 'O corpo do pedido não é um JSON válido.',
  'apiError.unsupported_content_type': 'Envie o corpo dos pedidos como application/json.',
  'apiError.request_too_large': 'O corpo do pedido é maior do que o emulador aceita (1 MiB).',
  'apiError.session_too_old_to_reset_password':
    'A sessão indicada não pode ser utilizada para repor uma palavra-passe: não tem nenhum fator de palavra-passe, link mágico por e-mail ou OTP por e-mail autenticado nos últimos 5 minutos. Autentique-se novamente antes de tentar outra vez.',
  'apiError.stale_factors':
    'Esta alteração exige um início de sessão recente: a sessão não tem nenhum fator autenticado nos últimos 5 minutos. Autentique-se novamente e tente outra vez.',
  'apiError.user_not_found': 'O utilizador não foi encontrado.',
  'apiError.email_not_found': 'Nenhum utilizador tem este endereço de e-mail.',
  'apiError.phone_number_not_found': 'Nenhum utilizador tem este número de telefone.',
  'apiError.duplicate_email': 'Este endereço de e-mail já pertence a outro utilizador.',
  'apiError.duplicate_phone_number': 'Este número de telefone já pertence a outro utilizador.',
  'apiError.too_many_unverified_factors':
    'Não foi possível criar um novo fator de autenticação. Este utilizador já tem demasiados fatores não verificados.',
  'apiError.otp_code_not_found':
    'Não há nenhum código ativo para este method_id: expirou, já foi utilizado, foi substituído por um código mais recente ou teve demasiadas tentativas erradas.',
  'apiError.weak_password': 'A palavra-passe é demasiado fraca para a política de palavras-passe do projeto.',
  'apiError.breached_password': 'Esta palavra-passe consta de uma lista de palavras-passe expostas em fugas de dados. Escolha outra.',
  'apiError.reset_password': 'A palavra-passe deste utilizador tem de ser reposta antes de poder ser utilizada para iniciar sessão.',
  'apiError.password_not_found': 'Este utilizador não tem palavra-passe.',
  'apiError.totp_not_found': 'O registo TOTP deste utilizador não foi encontrado.',
  'apiError.crypto_wallet_not_found': 'A carteira de criptomoedas deste utilizador não foi encontrada.',
  'apiError.oauth_user_registration_not_found': 'O registo OAuth deste utilizador não foi encontrado.',
  'apiError.webauthn_registration_not_found': 'O registo WebAuthn deste utilizador não foi encontrado.',
  'apiError.biometric_registration_not_found': 'O registo biométrico deste utilizador não foi encontrado.',
  'apiError.too_many_requests': 'Foram feitos demasiados pedidos.',
  'apiError.internal_server_error': 'O emulador encontrou um erro inesperado. O registo dele tem os detalhes.',
  'apiError.oauth_invalid_state': 'Esta tentativa de início de sessão expirou ou já foi concluída. Comece o início de sessão novamente.',
  'apiError.no_login_redirect_urls_set':
    'O projeto não tem URLs de redirecionamento de início de sessão, pelo que oauthOptions.loginRedirectURL não pode ser validado.',
  'apiError.no_signup_redirect_urls_set':
    'O projeto não tem URLs de redirecionamento de registo, pelo que oauthOptions.signupRedirectURL não pode ser validado.',
  'apiError.unable_to_register_webauthn_registration': 'Não foi possível verificar o registo WebAuthn.',
  'apiError.duplicate_webauthn_registration': 'Esta credencial já está registada.',
  'apiError.no_active_webauthn_registrations': 'Este utilizador não tem registos WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'O nome do registo WebAuthn não pode ficar vazio.',
  'apiError.active_totp_exists': 'Este utilizador já tem um registo TOTP ativo. Elimine-o antes de criar outro.',
  'apiError.totps_not_found_for_user': 'Este utilizador não tem registo TOTP.',
  'apiError.expired_totp': 'O registo TOTP expirou antes de ser verificado. Crie um novo.',
  'apiError.totp_code_already_authenticated': 'Este código TOTP já foi utilizado; aguarde pelo próximo (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code':
    'Isto parece um código de recuperação: utilize a chamada recover para códigos de recuperação.',
  'apiError.totp_code_used_as_recovery_code': 'Isto parece um código TOTP: utilize totps/authenticate para códigos da aplicação.',
  'apiError.recovery_codes_not_found': 'Este utilizador não tem um registo TOTP verificado com códigos de recuperação.',
  'apiError.unable_to_authenticate_recovery_code': 'O código de recuperação está incorreto ou já foi utilizado.',
  'apiError.duplicate_wallet_address': 'Este endereço de carteira já pertence a outro utilizador.',

  // The account page (issue 39): Portugal's vocabulary and the third person without «você»
  'account.loading': 'A carregar a sua conta',
  'account.noUser': 'Inicie sessão para gerir a sua conta.',
  'account.save': 'Guardar',
  'account.lastWay':
    'Esta é a sua única forma de iniciar sessão, por isso não pode ser removida. Adicione primeiro outra forma de iniciar sessão.',
  'account.profile.lastName': 'Apelido',
  'account.profile.saved': 'Nome guardado',
  'account.contacts.header': 'E-mails e números de telefone',
  'account.contacts.addPhone': 'Adicionar um número de telefone',
  'account.contacts.codeSent': 'Introduza o código enviado para {destination}.',
  'account.contacts.phoneAdded': 'Número de telefone {phone} adicionado',
  'account.passkeys.none': 'Ainda não existem chaves de acesso.',
  'account.passkeys.deleteWarning': 'Eliminar a chave de acesso {name}? Depois de eliminada, não pode ser restaurada.',
  'account.passkeys.delete': 'Eliminar',
  'account.totp.header': 'Aplicação de autenticação',
  'account.totp.on': 'Está configurada uma aplicação de autenticação.',
  'account.totp.off': 'Utilize códigos de uma aplicação de autenticação como segundo passo ao iniciar sessão.',
  'account.totp.setUp': 'Configurar uma aplicação de autenticação',
  'account.totp.added': 'Aplicação de autenticação configurada',
  'account.totp.removed': 'Aplicação de autenticação removida',
  'account.password.header': 'Palavra-passe',
  'account.password.set': 'Definir uma palavra-passe',
  'account.password.change': 'Alterar palavra-passe',
  'account.password.saved': 'Palavra-passe guardada',
  'account.password.breached': 'Esta palavra-passe apareceu numa fuga de dados. Escolha outra.',
  'account.password.weak': 'Escolha uma palavra-passe mais forte.',
  'account.signOut.header': 'Terminar sessão',
  'account.signOut.button': 'Terminar sessão neste dispositivo',
  'account.signOut.done': 'Sessão terminada',
  'account.stepUp.header': 'Confirme a sua identidade',
  'account.stepUp.body': 'Para sua segurança, confirme a sua identidade para continuar.',
  'account.stepUp.passkey': 'Utilizar uma chave de acesso',
  'account.stepUp.password': 'Palavra-passe',
  'account.userButton.manage': 'Gerir conta',
  'account.userButton.signOut': 'Terminar sessão',
};

export default messages;
