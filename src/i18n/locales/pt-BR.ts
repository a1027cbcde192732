/**
 * Brazilian Portuguese — register: «você», the neutral form Google, Apple and Microsoft use on their Brazilian
 * sign-in screens (polite without the distance of «o senhor»). Typography: “…” quotes. Product names kept as
 * Brazilian users see them: «chave de acesso» for passkey (Google's and Microsoft's Brazilian term), «senha»,
 * «código de uso único», «e-mail», «app autenticador», «carteira de criptomoedas», Gmail, Yahoo, Outlook,
 * WhatsApp, Google, One Tap. Fixed identifiers in API errors (field names, PKCE, WebAuthn, TOTP, RFC numbers)
 * stay as the API spells them.
 */
import { accountPtBr } from './account/pt-BR.js';
const messages = {
  ...accountPtBr,
  // §2 Main
  'main.header': 'Cadastre-se ou faça login',
  'main.passkeyLogin': 'Fazer login com uma chave de acesso',
  'main.tabs.label': 'Escolha como receber seu código',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'main.continueWithEmail': 'Continuar com e-mail',
  'main.continueWithPhone': 'Continuar com SMS',
  'main.continueWithWhatsApp': 'Continuar com WhatsApp',
  'main.continue': 'Continuar',
  'main.divider': 'ou',
  'social.continueWith': 'Continuar com {provider}',
  'wallet.continueWith': 'Continuar com {wallet}',
  'wallet.name.ethereum': 'Carteira Ethereum',
  'wallet.name.solana': 'Carteira Solana',
  'wallet.other': 'Continuar com outra carteira de criptomoedas',
  'wallet.setup': 'Configurar uma nova carteira de criptomoedas',
  'oneTap.loading': 'Carregando o login do Google',

  // Fields
  'field.email.label': 'E-mail',
  'field.email.placeholder': 'exemplo@email.com',
  'field.phone.label': 'Número de telefone',
  'field.phone.country': 'País',
  'field.phone.countryOption': '{country} (+{code})',
  'field.phone.countryShort': '{region} +{code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'Senha',
  'field.newPassword.label': 'Nova senha',
  'field.password.show': 'Mostrar senha',
  'field.password.hide': 'Ocultar senha',
  'field.otp.label': 'Código de uso único',
  'field.required': 'Obrigatório',

  // §2 OTPAuthenticate
  'otp.header': 'Digite o código',
  'otp.sentTo': 'Enviamos um código de 6 dígitos para {destination}.',
  'otp.channel.sms': 'Enviamos por mensagem de texto (SMS).',
  'otp.channel.whatsapp': 'Enviamos pelo WhatsApp.',
  'otp.verifying': 'Verificando o código…',
  'otp.expiresIn': 'Seu código expira em {time}.',
  'otp.expired': 'Seu código expirou.',
  'otp.resend': 'Reenviar código',
  'otp.resent': 'Código reenviado',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Tudo certo',
  'otpConfirmation.body': 'Seu código foi verificado.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Verifique seu e-mail',
  'emailConfirmation.body': 'Enviamos um e-mail para {email}.',
  'emailConfirmation.openGmail': 'Abrir o Gmail',
  'emailConfirmation.openYahoo': 'Abrir o Yahoo',
  'emailConfirmation.openOutlook': 'Abrir o Outlook',
  'emailConfirmation.resend': 'Reenviar e-mail',
  'emailConfirmation.tryAgain': 'Tentar novamente',
  'emailConfirmation.resent': 'E-mail reenviado',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Criar uma conta',
  'password.new.body': 'Defina uma senha para concluir a criação da sua conta.',
  'password.new.submit': 'Continuar',
  'password.login.header': 'Fazer login',
  'password.login.submit': 'Continuar',
  'password.forgot': 'Esqueceu a senha?',
  'password.emailLoginLink': 'Receber um link de login por e-mail',
  'password.emailLoginCode': 'Receber um código de login por e-mail',
  'password.passwordless.header': 'Verifique seu e-mail',
  'password.passwordless.body': 'Enviamos um link ou código de login para {email}.',
  'password.createInstead': 'Prefiro criar uma senha',
  'password.loginWithoutPassword': 'Fazer login sem senha',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Esqueceu a senha?',
  'passwordForgot.body': 'Enviamos um link para redefinir sua senha para {email}.',
  'passwordBreached.header': 'Verifique seu e-mail para definir uma nova senha',
  'passwordBreached.body':
    'Outro site em que você usa a mesma senha teve um problema de segurança recentemente. Para sua segurança, enviamos um e-mail para {email} para você redefinir sua senha.',
  'passwordSetNew.header': 'Verifique seu e-mail!',
  'passwordSetNew.body': 'Enviamos um link de login para {email}.',
  'passwordDedupe.header': 'Verifique seu e-mail para definir uma nova senha!',
  'passwordDedupe.body': 'Enviamos um link de login para {email} para confirmar que é você.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Redefina sua senha',
  'passwordReset.submit': 'Continuar',
  'passwordReset.loggingIn': 'Fazendo login…',
  'passwordReset.autoLoggingIn': 'Fazendo login',
  'passwordReset.noToken': 'Este link de redefinição de senha é inválido ou expirou. Peça um novo no formulário de login.',
  'passwordConfirmation.header': 'Tudo certo!',
  'passwordConfirmation.body': 'Você fez login.',

  // §5 Strength meter
  'strength.lengthRule':
    '{n, plural, one {Deve ter pelo menos # caractere} many {Deve ter pelo menos # de caracteres} other {Deve ter pelo menos # caracteres}}',
  'strength.complexityRule': 'Deve conter {n} dos seguintes itens: letra maiúscula, letra minúscula, número, símbolo',
  'strength.breached': 'Esta senha pode ter sido usada em outro site que teve um problema de segurança. Escolha outra senha.',
  'strength.ruleMet': 'Requisito atendido: {rule}.',
  'strength.ruleUnmet': 'Requisito não atendido: {rule}.',
  'strength.label': 'Força da senha',
  'strength.score.0': 'Muito fraca',
  'strength.score.1': 'Fraca',
  'strength.score.2': 'Razoável',
  'strength.score.3': 'Forte',
  'strength.score.4': 'Muito forte',
  'strength.valid': 'A senha é válida.',
  'strength.level': 'Força da senha: {level}.',

  // §2 Passkeys
  'passkeyStart.header': 'Configure uma nova chave de acesso',
  'passkeyStart.body1': 'Com as chaves de acesso, você não precisa se lembrar de senhas complicadas.',
  'passkeyStart.body2':
    'As chaves de acesso são chaves digitais criptografadas que você cria usando sua impressão digital, seu rosto ou o bloqueio de tela.',
  'passkeyStart.create': 'Criar uma chave de acesso',
  'passkeyStart.skip': 'Pular',
  'passkeyStart.noUser': 'Erro: não é possível usar o componente PasskeyRegistration sem um usuário autenticado ativo.',
  'passkeySuccess.header': 'Chave de acesso criada!',
  'passkeySuccess.existing': 'Chaves de acesso existentes',
  'passkeySuccess.another': 'Configurar outra chave de acesso',
  'passkeySuccess.done': 'Concluído',
  'passkeySuccess.delete': 'Excluir',
  'passkeySuccess.cancel': 'Cancelar',
  'passkeySuccess.deleteWarning': 'Depois de excluída, a chave de acesso não poderá ser restaurada.',
  'passkeySuccess.doneNotice': 'Suas chaves de acesso foram salvas.',
  'passkeyRow.nameLabel': 'Nome da chave de acesso',
  'passkeyRow.edit': 'Editar o nome de {name}',
  'passkeyRow.save': 'Salvar o nome de {name}',
  'passkeyRow.delete': 'Excluir {name}',
  'passkeyConfirmation.header': 'Tudo certo',
  'passkeyConfirmation.body': 'Sua chave de acesso foi autenticada.',

  // §2 Crypto
  'crypto.connect.header': 'Conectando à sua carteira…',
  'crypto.connect.hint': 'Conclua o login na janela pop-up da sua carteira.',
  'crypto.retryHint': 'Se precisar tentar de novo, use a seta Voltar para retornar à tela de login.',
  'crypto.sign.header': 'Concluindo a solicitação de assinatura…',
  'crypto.setup.header': 'Configure uma nova carteira de criptomoedas',
  'crypto.setup.body':
    'Fazer login com uma carteira de criptomoedas mantém sua conta privada e segura. Baixe uma destas carteiras para começar.',
  'crypto.setup.download': 'Baixar {wallet}',
  'crypto.other.header': 'Continuar com outra carteira',
  'crypto.confirmation.header': 'Tudo certo!',
  'crypto.confirmation.body': 'Sua carteira foi conectada.',
  'crypto.error.header': 'Parece que ocorreu um erro!',
  'crypto.error.body':
    'Não foi possível concluir sua solicitação de login. Use a seta Voltar para retornar à tela de login e tente novamente.',
  'crypto.signFailed': '[Erro] Não foi possível assinar a mensagem',
  'crypto.other.label': 'Carteiras de criptomoedas',

  // Authenticator app
  'totp.header': 'Digite o código de verificação',
  'totp.body': 'Digite o código de 6 dígitos do seu app autenticador.',
  'totp.codeLabel': 'Código do seu app autenticador',
  'totp.verifying': 'Verificando o código…',
  'totp.useRecoveryCode': 'Usar um código de recuperação',
  'totp.codeInvalid': 'Código inválido. Tente novamente.',
  'totp.codeReused': 'Este código já foi usado. Aguarde o próximo código no seu app autenticador e tente novamente.',
  'totp.recover.header': 'Digite um código de recuperação',
  'totp.recover.body':
    'Digite um dos códigos de recuperação que você salvou ao configurar seu app autenticador. Cada código só funciona uma vez.',
  'totp.recover.label': 'Código de recuperação',
  'totp.recover.submit': 'Continuar',
  'totp.recover.invalid': 'Código de recuperação inválido. Tente novamente. Cada código só funciona uma vez.',
  'totp.recover.useApp': 'Usar o app autenticador',
  'totp.enroll.header': 'Configure um app autenticador',
  'totp.enroll.body': 'Leia este QR code com seu app autenticador e digite o código de 6 dígitos que ele mostrar.',
  'totp.enroll.qrLabel': 'QR code para ler com seu app autenticador',
  'totp.enroll.secretLabel': 'Não consegue ler o código? Digite esta chave no app:',
  'totp.enroll.copy': 'Copiar chave',
  'totp.enroll.copied': 'Chave copiada',
  'totp.enroll.copyFailed': 'Não foi possível copiar a chave. Selecione-a e copie manualmente.',
  'totp.enroll.creating': 'Configurando seu app autenticador',
  'totp.enroll.skip': 'Pular por enquanto',
  'totp.codes.header': 'Salve seus códigos de recuperação',
  'totp.codes.body':
    'Se você perder o acesso ao seu app autenticador, poderá fazer login com um destes códigos. Cada código só funciona uma vez. Guarde-os em um lugar seguro.',
  'totp.codes.listLabel': 'Códigos de recuperação',
  'totp.codes.copy': 'Copiar códigos',
  'totp.codes.copied': 'Códigos de recuperação copiados',
  'totp.codes.copyFailed': 'Não foi possível copiar os códigos. Selecione-os e copie manualmente.',
  'totp.codes.download': 'Baixar códigos',
  'totp.codes.fileName': 'codigos-de-recuperacao.txt',
  'totp.codes.saved': 'Já salvei',

  // Common
  'common.back': 'Voltar',
  'common.didNotGetIt': 'Não recebeu?',
  'common.loading': 'Carregando',
  'common.success': 'Tudo certo',
  'common.poweredBy': 'Com tecnologia Gatehouse',
  'common.logo': 'Logotipo',
  'common.opensInNewTab': '(abre em uma nova guia)',
  'common.notifications': 'Notificações',
  'common.dismiss': 'Fechar',
  'common.warning': 'Aviso',
  'common.tryAgain': 'Tentar novamente',
  'common.resendIn': '({time})',
  'common.resendWait':
    '{seconds, plural, one {Você poderá reenviar em # segundo.} many {Você poderá reenviar em # de segundos.} other {Você poderá reenviar em # segundos.}}',

  // §2 toast area
  'toast.label': 'Notificação',
  'toast.viewportLabel': 'Notificações ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'E-mail inválido. Tente novamente.',
  'validation.email': 'Endereço de e-mail inválido',
  'validation.phone': 'Número de telefone inválido. Tente novamente.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Erro: não é possível usar chaves de acesso sozinhas. Adicione outro produto à configuração.',
  'config.emlAndEmailOtp': 'Erro: não é possível usar EML e OTP por e-mail ao mesmo tempo',

  // §8 Errors
  'error.generic': 'Parece que ocorreu um erro!',
  'error.unableToContact': 'Não foi possível entrar em contato com nossos servidores.',
  'error.invalidJson': 'Resposta JSON inválida dos nossos servidores.',
  'error.invalidResponse': 'Resposta do servidor inválida ou ausente',
  'error.otpInvalid': 'Código inválido. Tente novamente.',
  'error.tooManyRequests':
    '{seconds, plural, one {Foram feitas solicitações demais. Tente novamente em # segundo.} many {Foram feitas solicitações demais. Tente novamente em # de segundos.} other {Foram feitas solicitações demais. Tente novamente em # segundos.}}',
  'error.passkeyLogin': 'Ocorreu um erro desconhecido na autenticação com a chave de acesso. Tente novamente.',
  'error.passkeyNotFound':
    'Registro da chave de acesso não encontrado. Talvez você tenha excluído a chave de acesso da sua conta, mas não do gerenciador de senhas. Tente novamente.',
  'error.passkeyEmpty': 'O navegador não retornou nenhuma chave de acesso. Tente novamente.',
  'error.passkeyAlreadyRegistered':
    'Não é possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada entre dispositivos.',
  'error.passkeyNotCreated':
    'Sua chave de acesso não foi criada. Clique em “Criar uma chave de acesso” para tentar novamente ou pule esta etapa sem adicionar uma chave de acesso.',
  'error.missingPkce': 'Conclua este processo no mesmo dispositivo em que ele foi iniciado.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'A origem atual não é permitida para este cliente do Google. Adicione {host} (e localhost com a porta, para desenvolvimento) às origens JavaScript autorizadas do seu cliente do Google.',
  'oneTap.invalidClient':
    'O ID do cliente do Google não foi reconhecido. Compare o ID do cliente no seu painel com o do seu console do Google Cloud.',
  'oneTap.configNotFound': 'Nenhum cliente OAuth do Google está configurado para este projeto.',
  'oneTap.noLoginRedirect':
    'Não há URLs de redirecionamento de login definidos. Adicione-os no seu painel para que oauthOptions.loginRedirectURL possa ser validado.',
  'oneTap.noSignupRedirect':
    'Não há URLs de redirecionamento de cadastro definidos. Adicione-os no seu painel para que oauthOptions.signupRedirectURL possa ser validado.',
  'oneTap.defaultProviderNotAllowed':
    'O One Tap não está disponível com o cliente padrão do Google. Configure seu próprio cliente do Google para usá-lo.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'Não foi possível entender a solicitação.',
  'apiError.invalid_json': 'O corpo da solicitação não é um JSON válido.',
  'apiError.unsupported_content_type': 'Envie o corpo das solicitações como application/json.',
  'apiError.request_too_large': 'O corpo da solicitação é maior do que o emulador aceita (1 MiB).',
  'apiError.route_not_found': 'Nenhuma rota da API corresponde a este método e caminho.',
  'apiError.unauthorized_credentials': 'O token público ou as credenciais no cabeçalho Authorization não são válidos para este projeto.',
  'apiError.session_not_found': 'A sessão não foi encontrada: ela expirou, foi revogada ou nunca existiu.',
  'apiError.user_unauthenticated': 'Esta chamada precisa de uma sessão ativa, mas nenhuma foi enviada.',
  'apiError.origin_not_allowed': 'Esta origem não está entre as origens permitidas do projeto.',
  'apiError.host_not_allowed':
    'O emulador só responde aos próprios nomes de host (localhost, 127.0.0.1, [::1] e o host com que foi iniciado).',
  'apiError.session_too_old_to_reset_password':
    'A sessão informada não pode ser usada para redefinir uma senha: ela não tem nenhum fator de senha, link mágico por e-mail ou OTP por e-mail autenticado nos últimos 5 minutos. Autentique-se novamente antes de tentar outra vez.',
  'apiError.stale_factors':
    'Esta alteração exige um login recente: a sessão não tem nenhum fator autenticado nos últimos 5 minutos. Autentique-se novamente e tente outra vez.',
  'apiError.invalid_email': 'O endereço de e-mail não é válido.',
  'apiError.invalid_phone_number': 'O número de telefone deve estar no formato E.164, por exemplo, +15555550123.',
  'apiError.invalid_metadata': 'untrusted_metadata deve ser um objeto JSON de no máximo 4096 bytes.',
  'apiError.user_not_found': 'O usuário não foi encontrado.',
  'apiError.organization_not_found': 'Nenhuma organização tem este organization_id.',
  'apiError.email_not_found': 'Nenhum usuário tem este endereço de e-mail.',
  'apiError.phone_number_not_found': 'Nenhum usuário tem este número de telefone.',
  'apiError.duplicate_email': 'Este endereço de e-mail já pertence a outro usuário.',
  'apiError.duplicate_phone_number': 'Este número de telefone já pertence a outro usuário.',
  'apiError.too_many_unverified_factors':
    'Não foi possível criar um novo fator de autenticação. Este usuário já tem fatores não verificados demais.',
  'apiError.redirect_url_not_allowed': 'O URL de redirecionamento não está entre os URLs de redirecionamento permitidos do projeto.',
  'apiError.unable_to_auth_magic_link': 'Não foi possível autenticar o link mágico.',
  'apiError.pkce_mismatch': 'O code_verifier não corresponde ao code_challenge com que este token foi emitido (pkce).',
  'apiError.missing_code_challenge': 'Este projeto exige PKCE (pkce): envie um code_challenge.',
  'apiError.otp_code_not_found':
    'Não há nenhum código ativo para este method_id: ele expirou, já foi usado, foi substituído por um código mais recente ou teve tentativas erradas demais.',
  'apiError.unable_to_auth_otp_code': 'O código está incorreto.',
  'apiError.weak_password': 'A senha é fraca demais para a política de senhas do projeto.',
  'apiError.breached_password': 'Esta senha aparece em uma lista de senhas vazadas em violações de dados. Escolha outra.',
  'apiError.reset_password': 'A senha deste usuário precisa ser redefinida antes de poder ser usada para fazer login.',
  'apiError.password_not_found': 'Este usuário não tem senha.',
  'apiError.totp_not_found': 'O registro TOTP deste usuário não foi encontrado.',
  'apiError.crypto_wallet_not_found': 'A carteira de criptomoedas deste usuário não foi encontrada.',
  'apiError.oauth_user_registration_not_found': 'O registro OAuth deste usuário não foi encontrado.',
  'apiError.webauthn_registration_not_found': 'O registro WebAuthn deste usuário não foi encontrado.',
  'apiError.biometric_registration_not_found': 'O registro biométrico deste usuário não foi encontrado.',
  'apiError.too_many_requests': 'Foram feitas solicitações demais.',
  'apiError.internal_server_error': 'O emulador encontrou um erro inesperado. O log dele tem os detalhes.',
  'apiError.invalid_oauth_provider': 'Este provedor OAuth não é um dos provedores compatíveis.',
  'apiError.public_token_required': 'O parâmetro de consulta public_token é obrigatório.',
  'apiError.no_match_for_provided_oauth_url': 'O URL de redirecionamento não está entre os URLs de redirecionamento permitidos do projeto.',
  'apiError.invalid_pkce_code_challenge': 'code_challenge deve ser o SHA-256 em base64url de um code_verifier (43 caracteres, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'code_verifier deve ter de 43 a 128 caracteres de [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier': 'Este token foi emitido com um code_challenge (pkce): envie o code_verifier correspondente.',
  'apiError.pkce_did_not_expect_code_verifier': 'Este token foi emitido sem code_challenge, então nenhum code_verifier é esperado (pkce).',
  'apiError.oauth_token_not_found': 'O token OAuth não foi encontrado: ele expirou, já foi usado ou nunca existiu.',
  'apiError.oauth_invalid_state': 'Esta tentativa de login expirou ou já foi concluída. Comece o login novamente.',
  'apiError.invalid_identity': 'A identidade de teste precisa de um endereço de e-mail válido.',
  'apiError.oauth_config_not_found': 'Nenhum cliente OAuth do Google está configurado para este projeto.',
  'apiError.no_login_redirect_urls_set':
    'O projeto não tem URLs de redirecionamento de login, então oauthOptions.loginRedirectURL não pode ser validado.',
  'apiError.no_signup_redirect_urls_set':
    'O projeto não tem URLs de redirecionamento de cadastro, então oauthOptions.signupRedirectURL não pode ser validado.',
  'apiError.default_provider_not_allowed':
    'O cliente padrão do Google não pode ser usado com o One Tap: configure seu próprio cliente do Google.',
  'apiError.invalid_callback_id': 'O ID de callback do One Tap é desconhecido, expirou ou já foi usado.',
  'apiError.id_token_invalid': 'O token de ID do Google não é válido.',
  'apiError.id_token_expired': 'O token de ID do Google expirou.',
  'apiError.id_token_incorrect_audience': 'O token de ID do Google foi emitido para um cliente diferente do cliente do Google do projeto.',
  'apiError.invalid_webauthn_registration_domain':
    'domain deve ser um nome de host (o ID da parte confiável) que corresponda à origem da chamada.',
  'apiError.invalid_authenticator_type': "authenticator_type deve ser 'platform' ou 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'public_key_credential não é uma credencial WebAuthn válida (string JSON).',
  'apiError.no_pending_webauthn_registration':
    'Nenhum desafio WebAuthn pendente corresponde a esta credencial: ele expirou, já foi usado ou nunca existiu.',
  'apiError.unable_to_register_webauthn_registration': 'Não foi possível verificar o registro WebAuthn.',
  'apiError.duplicate_webauthn_registration': 'Esta credencial já está registrada.',
  'apiError.unable_to_auth_webauthn_registration': 'Não foi possível verificar a asserção WebAuthn.',
  'apiError.no_active_webauthn_registrations': 'Este usuário não tem registros WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'O nome do registro WebAuthn não pode ficar vazio.',
  'apiError.invalid_expiration': 'expiration_minutes deve ser um número inteiro de 5 a 1440.',
  'apiError.active_totp_exists': 'Este usuário já tem um registro TOTP ativo. Exclua-o antes de criar outro.',
  'apiError.totps_not_found_for_user': 'Este usuário não tem registro TOTP.',
  'apiError.expired_totp': 'O registro TOTP expirou antes de ser verificado. Crie um novo.',
  'apiError.invalid_totp_code': 'totp_code deve ter 6 dígitos.',
  'apiError.unable_to_authenticate_totp': 'O código TOTP está incorreto.',
  'apiError.totp_code_already_authenticated': 'Este código TOTP já foi usado; aguarde o próximo (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'Isto parece um código de recuperação: use a chamada recover para códigos de recuperação.',
  'apiError.totp_code_used_as_recovery_code': 'Isto parece um código TOTP: use totps/authenticate para códigos do app.',
  'apiError.recovery_codes_not_found': 'Este usuário não tem registro TOTP verificado com códigos de recuperação.',
  'apiError.unable_to_authenticate_recovery_code': 'O código de recuperação está incorreto ou já foi usado.',
  'apiError.invalid_wallet_type': "crypto_wallet_type deve ser 'ethereum' ou 'solana'.",
  'apiError.invalid_ethereum_address': 'O endereço não é um endereço Ethereum válido (0x seguido de 40 dígitos hexadecimais).',
  'apiError.invalid_solana_address': 'O endereço não é um endereço Solana válido (uma chave pública ed25519 em base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'O Sign-In With Ethereum se aplica apenas a carteiras Ethereum.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri deve ser um URI http(s) em uma origem permitida.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain deve ser o host de siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id deve ser um número inteiro positivo (EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement deve ser uma única linha de no máximo 1024 caracteres.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources devem ser URIs.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id deve ser uma única linha de caracteres imprimíveis.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at e not_before devem ser carimbos de data/hora RFC 3339.',
  'apiError.duplicate_wallet_address': 'Este endereço de carteira já pertence a outro usuário.',
  'apiError.crypto_wallet_challenge_not_found':
    'Não há nenhum desafio pendente para esta carteira: ele expirou, já foi usado ou nunca foi iniciado.',
  'apiError.siwe_message_not_valid_yet': 'A mensagem do Sign-In With Ethereum ainda não é válida (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'A assinatura não é válida para esta carteira e este desafio.',
};

export default messages;
