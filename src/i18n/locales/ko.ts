/**
 * Korean (한국어) — register: polite formal 합니다체 for statements and polite 하세요 for requests, as Korean sign-in
 * pages address any member of the public; buttons are short noun phrases ("계속", "패스키 만들기", "건너뛰기"). A
 * particle after a value that varies is written "(으)로" (the usual Korean UI form), or avoided by a fixed noun
 * ("{provider} 계정으로", as Google's Korean button reads). Product names kept as Korean users see them: 패스키 (Apple,
 * Google, Samsung), 문자 for text messages, 이더리움 and 솔라나; Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap and
 * Gatehouse in Latin script; 인증 앱 and 복구 코드 for TOTP. Wire identifiers (code_verifier, oauthOptions.…) stay as
 * they are: they name API fields, not words.
 */
import { accountKo } from './account/ko.js';
const messages = {
  ...accountKo,
  // §2 Main
  'main.header': '회원가입 또는 로그인',
  'main.passkeyLogin': '패스키로 로그인',
  'main.tabs.label': '인증 코드를 받을 방법 선택',
  'main.tabs.sms': '문자',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': '이메일',
  'main.continueWithEmail': '이메일로 계속하기',
  'main.continueWithPhone': '문자 메시지로 계속하기',
  'main.continueWithWhatsApp': 'WhatsApp으로 계속하기',
  'main.continue': '계속',
  'main.divider': '또는',
  'social.continueWith': '{provider} 계정으로 계속하기',
  'wallet.continueWith': '{wallet}(으)로 계속하기',
  'wallet.name.ethereum': '이더리움 지갑',
  'wallet.name.solana': '솔라나 지갑',
  'wallet.other': '다른 암호화폐 지갑으로 계속하기',
  'wallet.setup': '새 암호화폐 지갑 설정하기',
  'oneTap.loading': 'Google 로그인을 불러오는 중',

  // Fields
  'field.email.label': '이메일',
  'field.email.placeholder': 'example@email.com',
  'field.phone.label': '전화번호',
  'field.phone.country': '국가/지역',
  'field.phone.countryOption': '{country} (+{code})',
  'field.phone.countryShort': '{region} +{code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': '비밀번호',
  'field.newPassword.label': '새 비밀번호',
  'field.password.show': '비밀번호 표시',
  'field.password.hide': '비밀번호 숨기기',
  'field.otp.label': '일회용 인증 코드',
  'field.required': '필수 항목입니다',

  // §2 OTPAuthenticate
  'otp.header': '인증 코드 입력',
  'otp.sentTo': '{destination}(으)로 6자리 인증 코드를 보냈습니다.',
  'otp.channel.sms': '문자 메시지(SMS)로 보냈습니다.',
  'otp.channel.whatsapp': 'WhatsApp으로 보냈습니다.',
  'otp.verifying': '인증 코드를 확인하는 중…',
  'otp.expiresIn': '코드가 {time} 후에 만료됩니다.',
  'otp.expired': '코드가 만료되었습니다.',
  'otp.resend': '코드 다시 보내기',
  'otp.resent': '코드를 다시 보냈습니다',

  // §2 OTPConfirmation
  'otpConfirmation.header': '완료',
  'otpConfirmation.body': '인증 코드가 확인되었습니다.',

  // §2 EmailConfirmation
  'emailConfirmation.header': '이메일을 확인하세요',
  'emailConfirmation.body': '{email}(으)로 이메일을 보냈습니다.',
  'emailConfirmation.openGmail': 'Gmail 열기',
  'emailConfirmation.openYahoo': 'Yahoo 열기',
  'emailConfirmation.openOutlook': 'Outlook 열기',
  'emailConfirmation.resend': '이메일 다시 보내기',
  'emailConfirmation.tryAgain': '다시 시도',
  'emailConfirmation.resent': '이메일을 다시 보냈습니다',

  // §2 PasswordCreateOrLogin
  'password.new.header': '계정 만들기',
  'password.new.body': '비밀번호를 설정하여 계정 만들기를 완료하세요.',
  'password.new.submit': '계속',
  'password.login.header': '로그인',
  'password.login.submit': '계속',
  'password.forgot': '비밀번호를 잊으셨나요?',
  'password.emailLoginLink': '로그인 링크를 이메일로 받기',
  'password.emailLoginCode': '로그인 코드를 이메일로 받기',
  'password.passwordless.header': '이메일을 확인하세요',
  'password.passwordless.body': '{email}(으)로 로그인 링크 또는 코드를 보냈습니다.',
  'password.createInstead': '대신 비밀번호 만들기',
  'password.loginWithoutPassword': '비밀번호 없이 로그인',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': '비밀번호를 잊으셨나요?',
  'passwordForgot.body': '{email}(으)로 비밀번호 재설정 링크를 보냈습니다.',
  'passwordBreached.header': '이메일을 확인하여 새 비밀번호를 설정하세요',
  'passwordBreached.body':
    '같은 비밀번호를 사용하시는 다른 사이트에서 최근 보안 문제가 발생했습니다. 안전을 위해 비밀번호를 재설정할 수 있도록 {email}(으)로 이메일을 보냈습니다.',
  'passwordSetNew.header': '이메일을 확인하세요!',
  'passwordSetNew.body': '{email}(으)로 로그인 링크를 보냈습니다.',
  'passwordDedupe.header': '이메일을 확인하여 새 비밀번호를 설정하세요!',
  'passwordDedupe.body': '본인 확인을 위해 {email}(으)로 로그인 링크를 보냈습니다.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': '비밀번호 재설정',
  'passwordReset.submit': '계속',
  'passwordReset.loggingIn': '로그인하는 중…',
  'passwordReset.autoLoggingIn': '로그인하는 중',
  'passwordReset.noToken': '이 비밀번호 재설정 링크가 잘못되었거나 만료되었습니다. 로그인 화면에서 새 링크를 요청하세요.',
  'passwordConfirmation.header': '완료!',
  'passwordConfirmation.body': '로그인되었습니다.',

  // §5 Strength meter
  'strength.lengthRule': '{n, plural, other {#자 이상이어야 합니다}}',
  'strength.complexityRule': '다음 중 {n}가지를 포함해야 합니다: 대문자, 소문자, 숫자, 기호',
  'strength.breached': '이 비밀번호는 보안 문제가 발생한 다른 사이트에서 사용되었을 수 있습니다. 다른 비밀번호를 선택하세요.',
  'strength.ruleMet': '충족된 요구 사항: {rule}.',
  'strength.ruleUnmet': '충족되지 않은 요구 사항: {rule}.',
  'strength.label': '비밀번호 강도',
  'strength.score.0': '매우 약함',
  'strength.score.1': '약함',
  'strength.score.2': '보통',
  'strength.score.3': '강함',
  'strength.score.4': '매우 강함',
  'strength.valid': '유효한 비밀번호입니다.',
  'strength.level': '비밀번호 강도: {level}.',

  // §2 Passkeys
  'passkeyStart.header': '새 패스키 설정하기',
  'passkeyStart.body1': '패스키를 사용하면 복잡한 비밀번호를 기억할 필요가 없습니다.',
  'passkeyStart.body2': '패스키는 지문, 얼굴 또는 화면 잠금을 사용해 만드는 암호화된 디지털 키입니다.',
  'passkeyStart.create': '패스키 만들기',
  'passkeyStart.skip': '건너뛰기',
  'passkeyStart.noUser': '오류: 인증된 활성 사용자가 없으면 PasskeyRegistration 컴포넌트를 사용할 수 없습니다.',
  'passkeySuccess.header': '패스키를 만들었습니다!',
  'passkeySuccess.existing': '기존 패스키',
  'passkeySuccess.another': '다른 패스키 설정하기',
  'passkeySuccess.done': '완료',
  'passkeySuccess.delete': '삭제',
  'passkeySuccess.cancel': '취소',
  'passkeySuccess.deleteWarning': '삭제한 패스키는 복원할 수 없습니다.',
  'passkeySuccess.doneNotice': '패스키가 저장되었습니다.',
  'passkeyRow.nameLabel': '패스키 이름',
  'passkeyRow.edit': '{name} 이름 편집',
  'passkeyRow.save': '{name} 이름 저장',
  'passkeyRow.delete': '{name} 삭제',
  'passkeyConfirmation.header': '완료',
  'passkeyConfirmation.body': '패스키 인증이 완료되었습니다.',

  // §2 Crypto
  'crypto.connect.header': '지갑에 연결하는 중…',
  'crypto.connect.hint': '지갑의 팝업 창에서 로그인을 완료하세요.',
  'crypto.retryHint': '다시 시도하려면 뒤로 화살표를 눌러 로그인 화면으로 돌아가세요.',
  'crypto.sign.header': '서명 요청을 완료하는 중…',
  'crypto.setup.header': '새 암호화폐 지갑 설정하기',
  'crypto.setup.body':
    '암호화폐 지갑으로 로그인하면 계정을 비공개로 안전하게 지킬 수 있습니다. 시작하려면 다음 지갑 중 하나를 다운로드하세요.',
  'crypto.setup.download': '{wallet} 다운로드',
  'crypto.other.header': '다른 지갑으로 계속하기',
  'crypto.confirmation.header': '완료!',
  'crypto.confirmation.body': '지갑이 연결되었습니다.',
  'crypto.error.header': '오류가 발생한 것 같습니다!',
  'crypto.error.body': '로그인 요청을 완료할 수 없습니다. 뒤로 화살표를 눌러 로그인 화면으로 돌아간 후 다시 시도하세요!',
  'crypto.signFailed': '[오류] 메시지에 서명할 수 없습니다',
  'crypto.other.label': '암호화폐 지갑',

  // Authenticator app (TOTP step-up and enrolment; beyond the spec, in its tone)
  'totp.header': '인증 코드 입력',
  'totp.body': '인증 앱에 표시된 6자리 코드를 입력하세요.',
  'totp.codeLabel': '인증 앱의 코드',
  'totp.verifying': '코드를 확인하는 중…',
  'totp.useRecoveryCode': '대신 복구 코드 사용',
  'totp.codeInvalid': '코드가 올바르지 않습니다. 다시 시도하세요.',
  'totp.codeReused': '이미 사용된 코드입니다. 인증 앱에 다음 코드가 표시될 때까지 기다린 후 다시 시도하세요.',
  'totp.recover.header': '복구 코드 입력',
  'totp.recover.body': '인증 앱을 설정할 때 저장한 복구 코드 중 하나를 입력하세요. 각 코드는 한 번만 사용할 수 있습니다.',
  'totp.recover.label': '복구 코드',
  'totp.recover.submit': '계속',
  'totp.recover.invalid': '복구 코드가 올바르지 않습니다. 다시 시도하세요. 각 코드는 한 번만 사용할 수 있습니다.',
  'totp.recover.useApp': '대신 인증 앱 사용',
  'totp.enroll.header': '인증 앱 설정하기',
  'totp.enroll.body': '인증 앱으로 이 QR 코드를 스캔한 다음, 앱에 표시되는 6자리 코드를 입력하세요.',
  'totp.enroll.qrLabel': '인증 앱으로 스캔할 QR 코드',
  'totp.enroll.secretLabel': '스캔할 수 없나요? 대신 앱에 이 키를 입력하세요:',
  'totp.enroll.copy': '키 복사',
  'totp.enroll.copied': '복사했습니다',
  'totp.enroll.copyFailed': '키를 복사할 수 없습니다. 키를 선택하여 직접 복사하세요.',
  'totp.enroll.creating': '인증 앱을 설정하는 중',
  'totp.enroll.skip': '나중에 하기',
  'totp.codes.header': '복구 코드 저장하기',
  'totp.codes.body':
    '인증 앱을 사용할 수 없게 되면 이 코드 중 하나로 로그인할 수 있습니다. 각 코드는 한 번만 사용할 수 있습니다. 안전한 곳에 보관하세요.',
  'totp.codes.listLabel': '복구 코드',
  'totp.codes.copy': '코드 복사',
  'totp.codes.copied': '복구 코드를 복사했습니다',
  'totp.codes.copyFailed': '코드를 복사할 수 없습니다. 코드를 선택하여 직접 복사하세요.',
  'totp.codes.download': '코드 다운로드',
  'totp.codes.fileName': '복구-코드.txt',
  'totp.codes.saved': '저장했습니다',

  // Common
  'common.back': '뒤로',
  'common.didNotGetIt': '받지 못하셨나요?',
  'common.loading': '불러오는 중',
  'common.success': '완료',
  'common.poweredBy': 'Gatehouse 제공',
  'common.logo': '로고',
  'common.opensInNewTab': '(새 탭에서 열림)',
  'common.notifications': '알림',
  'common.dismiss': '닫기',
  'common.warning': '경고',
  'common.tryAgain': '다시 시도',
  'common.resendIn': '({time})',
  'common.resendWait': '{seconds, plural, other {#초 후에 다시 보낼 수 있습니다.}}',

  // §2 toast area
  'toast.label': '알림',
  'toast.viewportLabel': '알림 ({hotkey})',

  // §5 Validation
  'validation.emailOtp': '이메일이 올바르지 않습니다. 다시 시도하세요.',
  'validation.email': '이메일 주소가 올바르지 않습니다',
  'validation.phone': '전화번호가 올바르지 않습니다. 다시 시도하세요.',

  // §5 Configuration errors
  'config.passkeysAlone': '오류: 패스키만 단독으로 사용할 수 없습니다. 구성(config)에 다른 제품을 추가하세요.',
  'config.emlAndEmailOtp': '오류: EML과 이메일 OTP를 함께 사용할 수 없습니다',

  // §8 Errors
  'error.generic': '오류가 발생한 것 같습니다!',
  'error.unableToContact': '서버에 연결할 수 없습니다.',
  'error.invalidJson': '서버에서 잘못된 JSON 응답을 받았습니다.',
  'error.invalidResponse': '서버 응답이 잘못되었거나 응답이 없습니다',
  'error.otpInvalid': '인증 코드가 올바르지 않습니다. 다시 시도하세요.',
  'error.tooManyRequests': '{seconds, plural, other {요청이 너무 많습니다. #초 후에 다시 시도하세요.}}',
  'error.passkeyLogin': '패스키 인증 중 알 수 없는 오류가 발생했습니다. 다시 시도하세요.',
  'error.passkeyNotFound':
    '패스키 등록 정보를 찾을 수 없습니다. 계정에서는 패스키를 삭제했지만 비밀번호 관리자에서는 삭제하지 않았을 수 있습니다. 다시 시도하세요.',
  'error.passkeyEmpty': '브라우저에서 패스키를 반환하지 않았습니다. 다시 시도하세요.',
  'error.passkeyAlreadyRegistered':
    '이미 등록된 것으로 보여 패스키를 만들 수 없습니다. 이 패스키가 다른 기기에서 등록된 후 기기 간에 동기화되었을 수 있습니다.',
  'error.passkeyNotCreated':
    '패스키가 만들어지지 않았습니다. 다시 시도하려면 “패스키 만들기”를 클릭하고, 패스키 없이 진행하려면 건너뛰세요.',
  'error.missingPkce': '이 과정을 시작한 기기와 같은 기기에서 완료하세요.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    '현재 출처는 이 Google 클라이언트에서 허용되지 않습니다. Google 클라이언트의 승인된 자바스크립트 원본에 {host} 및 개발용 localhost(포트 포함)를 추가하세요.',
  'oneTap.invalidClient':
    'Google 클라이언트 ID를 인식할 수 없습니다. 대시보드의 클라이언트 ID와 Google Cloud 콘솔의 클라이언트 ID를 비교하세요.',
  'oneTap.configNotFound': '이 프로젝트에 구성된 Google OAuth 클라이언트가 없습니다.',
  'oneTap.noLoginRedirect':
    '로그인 리디렉션 URL이 설정되지 않았습니다. oauthOptions.loginRedirectURL을 검증할 수 있도록 대시보드에서 추가하세요.',
  'oneTap.noSignupRedirect':
    '가입 리디렉션 URL이 설정되지 않았습니다. oauthOptions.signupRedirectURL을 검증할 수 있도록 대시보드에서 추가하세요.',
  'oneTap.defaultProviderNotAllowed':
    '기본 Google 클라이언트에서는 One Tap을 사용할 수 없습니다. One Tap을 사용하려면 자체 Google 클라이언트를 구성하세요.',

  // API errors (src/wire/errors.ts API_ERRORS), in the catalogue's order
  'apiError.bad_request': '요청을 이해할 수 없습니다.',
  'apiError.invalid_json': '요청 본문이 올바른 JSON이 아닙니다.',
  'apiError.unsupported_content_type': '요청 본문은 application/json 형식으로 보내세요.',
  'apiError.request_too_large': '요청 본문이 에뮬레이터가 허용하는 크기(1 MiB)보다 큽니다.',
  'apiError.route_not_found': '이 메서드 및 경로와 일치하는 API 라우트가 없습니다.',
  'apiError.unauthorized_credentials': 'Authorization 헤더의 공개 토큰 또는 자격 증명이 이 프로젝트에 유효하지 않습니다.',
  'apiError.session_not_found': '세션을 찾을 수 없습니다. 만료되었거나 취소되었거나 존재하지 않는 세션입니다.',
  'apiError.user_unauthenticated': '이 호출에는 활성 세션이 필요하지만 세션이 전송되지 않았습니다.',
  'apiError.origin_not_allowed': '이 출처는 프로젝트의 허용된 출처에 포함되어 있지 않습니다.',
  'apiError.host_not_allowed': '에뮬레이터는 자체 호스트 이름(localhost, 127.0.0.1, [::1] 및 시작할 때 지정한 호스트)에만 응답합니다.',
  'apiError.session_too_old_to_reset_password':
    '제공된 세션으로는 비밀번호를 재설정할 수 없습니다. 최근 5분 이내에 비밀번호, 이메일 매직 링크 또는 이메일 OTP 요소로 인증되지 않았습니다. 다시 인증한 후 시도하세요.',
  'apiError.stale_factors':
    '이 변경에는 최근 로그인이 필요합니다. 세션에 최근 5분 이내에 인증된 요소가 없습니다. 다시 인증한 후 시도하세요.',
  'apiError.invalid_email': '이메일 주소가 올바르지 않습니다.',
  'apiError.invalid_phone_number': '전화번호는 E.164 형식이어야 합니다(예: +15555550123).',
  'apiError.invalid_metadata': 'untrusted_metadata는 4096바이트 이하의 JSON 객체여야 합니다.',
  'apiError.user_not_found': '사용자를 찾을 수 없습니다.',
  'apiError.organization_not_found': '이 organization_id를 가진 조직이 없습니다.',
  'apiError.email_not_found': '이 이메일 주소를 사용하는 사용자가 없습니다.',
  'apiError.phone_number_not_found': '이 전화번호를 사용하는 사용자가 없습니다.',
  'apiError.duplicate_email': '이 이메일 주소는 이미 다른 사용자가 사용 중입니다.',
  'apiError.duplicate_phone_number': '이 전화번호는 이미 다른 사용자가 사용 중입니다.',
  'apiError.too_many_unverified_factors': '새 인증 요소를 만들 수 없습니다. 이 사용자에게 확인되지 않은 인증 요소가 이미 너무 많습니다.',
  'apiError.redirect_url_not_allowed': '리디렉션 URL이 프로젝트의 허용된 리디렉션 URL에 포함되어 있지 않습니다.',
  'apiError.unable_to_auth_magic_link': '매직 링크를 인증할 수 없습니다.',
  'apiError.pkce_mismatch': 'code_verifier가 이 토큰을 발급할 때 사용된 code_challenge와 일치하지 않습니다(pkce).',
  'apiError.missing_code_challenge': '이 프로젝트에는 PKCE(pkce)가 필요합니다. code_challenge를 보내세요.',
  'apiError.otp_code_not_found':
    '이 method_id에 대한 유효한 인증 코드가 없습니다. 코드가 만료되었거나, 이미 사용되었거나, 새 코드로 대체되었거나, 잘못된 시도가 너무 많았습니다.',
  'apiError.unable_to_auth_otp_code': '인증 코드가 올바르지 않습니다.',
  'apiError.weak_password': '비밀번호가 너무 약해 프로젝트의 비밀번호 정책을 충족하지 않습니다.',
  'apiError.breached_password': '이 비밀번호는 데이터 유출 사고로 노출된 비밀번호 목록에 있습니다. 다른 비밀번호를 선택하세요.',
  'apiError.reset_password': '이 사용자의 비밀번호는 로그인에 사용하기 전에 재설정해야 합니다.',
  'apiError.password_not_found': '이 사용자에게는 비밀번호가 없습니다.',
  'apiError.totp_not_found': '이 사용자의 TOTP 등록 정보를 찾을 수 없습니다.',
  'apiError.crypto_wallet_not_found': '이 사용자의 암호화폐 지갑을 찾을 수 없습니다.',
  'apiError.oauth_user_registration_not_found': '이 사용자의 OAuth 등록 정보를 찾을 수 없습니다.',
  'apiError.webauthn_registration_not_found': '이 사용자의 WebAuthn 등록 정보를 찾을 수 없습니다.',
  'apiError.biometric_registration_not_found': '이 사용자의 생체 인증 등록 정보를 찾을 수 없습니다.',
  'apiError.too_many_requests': '요청이 너무 많습니다.',
  'apiError.internal_server_error': '에뮬레이터에서 예기치 않은 오류가 발생했습니다. 자세한 내용은 에뮬레이터 로그를 확인하세요.',

  'apiError.invalid_oauth_provider': '이 OAuth 제공업체는 지원되는 제공업체가 아닙니다.',
  'apiError.public_token_required': 'public_token 쿼리 매개변수가 필요합니다.',
  'apiError.no_match_for_provided_oauth_url': '리디렉션 URL이 프로젝트의 허용된 리디렉션 URL에 포함되어 있지 않습니다.',
  'apiError.invalid_pkce_code_challenge':
    'code_challenge는 code_verifier의 SHA-256 값을 base64url로 인코딩한 값(43자, PKCE S256)이어야 합니다.',
  'apiError.invalid_pkce_code_verifier': 'code_verifier는 [A-Za-z0-9-._~] 문자로 이루어진 43~128자여야 합니다(RFC 7636).',
  'apiError.pkce_expected_code_verifier': '이 토큰은 code_challenge와 함께 발급되었습니다(pkce). 일치하는 code_verifier를 보내세요.',
  'apiError.pkce_did_not_expect_code_verifier': '이 토큰은 code_challenge 없이 발급되었으므로 code_verifier가 필요하지 않습니다(pkce).',
  'apiError.oauth_token_not_found': 'OAuth 토큰을 찾을 수 없습니다. 만료되었거나 이미 사용되었거나 존재하지 않는 토큰입니다.',
  'apiError.oauth_invalid_state': '이 로그인 시도는 만료되었거나 이미 완료되었습니다. 로그인을 다시 시작하세요.',
  'apiError.invalid_identity': '테스트 ID에는 유효한 이메일 주소가 필요합니다.',

  'apiError.oauth_config_not_found': '이 프로젝트에 구성된 Google OAuth 클라이언트가 없습니다.',
  'apiError.no_login_redirect_urls_set': '프로젝트에 로그인 리디렉션 URL이 없어 oauthOptions.loginRedirectURL을 검증할 수 없습니다.',
  'apiError.no_signup_redirect_urls_set': '프로젝트에 가입 리디렉션 URL이 없어 oauthOptions.signupRedirectURL을 검증할 수 없습니다.',
  'apiError.default_provider_not_allowed': '기본 Google 클라이언트는 One Tap에서 사용할 수 없습니다. 자체 Google 클라이언트를 구성하세요.',
  'apiError.invalid_callback_id': 'One Tap 콜백 ID를 알 수 없거나, 만료되었거나, 이미 사용되었습니다.',
  'apiError.id_token_invalid': 'Google ID 토큰이 유효하지 않습니다.',
  'apiError.id_token_expired': 'Google ID 토큰이 만료되었습니다.',
  'apiError.id_token_incorrect_audience': '이 Google ID 토큰은 프로젝트의 Google 클라이언트가 아닌 다른 클라이언트용으로 발급되었습니다.',

  'apiError.invalid_webauthn_registration_domain': 'domain은 호출 출처와 일치하는 호스트 이름(신뢰 당사자 ID)이어야 합니다.',
  'apiError.invalid_authenticator_type': "authenticator_type은 'platform' 또는 'cross-platform'이어야 합니다.",
  'apiError.invalid_public_key_credential': 'public_key_credential이 유효한 WebAuthn 자격 증명(JSON 문자열)이 아닙니다.',
  'apiError.no_pending_webauthn_registration':
    '이 자격 증명과 일치하는 대기 중인 WebAuthn 챌린지가 없습니다. 만료되었거나 사용되었거나 존재하지 않습니다.',
  'apiError.unable_to_register_webauthn_registration': 'WebAuthn 등록을 확인할 수 없습니다.',
  'apiError.duplicate_webauthn_registration': '이미 등록된 자격 증명입니다.',
  'apiError.unable_to_auth_webauthn_registration': 'WebAuthn 어설션을 확인할 수 없습니다.',
  'apiError.no_active_webauthn_registrations': '이 사용자에게는 WebAuthn 등록 정보가 없습니다.',
  'apiError.empty_webauthn_registration_name': 'WebAuthn 등록 이름은 비워 둘 수 없습니다.',

  'apiError.invalid_expiration': 'expiration_minutes는 5에서 1440 사이의 정수여야 합니다.',
  'apiError.active_totp_exists': '이 사용자에게는 이미 활성 TOTP 등록이 있습니다. 다른 등록을 만들기 전에 기존 등록을 삭제하세요.',
  'apiError.totps_not_found_for_user': '이 사용자에게는 TOTP 등록이 없습니다.',
  'apiError.expired_totp': 'TOTP 등록이 확인되기 전에 만료되었습니다. 새로 만드세요.',
  'apiError.invalid_totp_code': 'totp_code는 6자리 숫자여야 합니다.',
  'apiError.unable_to_authenticate_totp': 'TOTP 코드가 올바르지 않습니다.',
  'apiError.totp_code_already_authenticated': '이미 사용된 TOTP 코드입니다. 다음 코드를 기다리세요(RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': '복구 코드로 보입니다. 복구 코드에는 recover 호출을 사용하세요.',
  'apiError.totp_code_used_as_recovery_code': 'TOTP 코드로 보입니다. 앱의 코드에는 totps/authenticate를 사용하세요.',
  'apiError.recovery_codes_not_found': '이 사용자에게는 복구 코드가 있는 확인된 TOTP 등록이 없습니다.',
  'apiError.unable_to_authenticate_recovery_code': '복구 코드가 올바르지 않거나 이미 사용되었습니다.',

  'apiError.invalid_wallet_type': "crypto_wallet_type은 'ethereum' 또는 'solana'여야 합니다.",
  'apiError.invalid_ethereum_address': '주소가 올바른 이더리움 주소(0x 뒤에 16진수 40자리)가 아닙니다.',
  'apiError.invalid_solana_address': '주소가 올바른 솔라나 주소(base58 형식의 ed25519 공개 키)가 아닙니다.',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum(이더리움으로 로그인)은 이더리움 지갑에만 적용됩니다.',
  'apiError.invalid_siwe_uri': 'siwe_params.uri는 허용된 출처의 http(s) URI여야 합니다.',
  'apiError.invalid_siwe_domain': 'siwe_params.domain은 siwe_params.uri의 호스트여야 합니다.',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id는 양의 정수여야 합니다(EIP-155).',
  'apiError.invalid_siwe_statement': 'siwe_params.statement는 1024자 이하의 한 줄이어야 합니다.',
  'apiError.invalid_siwe_resource': 'siwe_params.resources는 URI여야 합니다.',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id는 인쇄 가능한 문자로 이루어진 한 줄이어야 합니다.',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at과 not_before는 RFC 3339 타임스탬프여야 합니다.',
  'apiError.duplicate_wallet_address': '이 지갑 주소는 이미 다른 사용자가 사용 중입니다.',
  'apiError.crypto_wallet_challenge_not_found': '이 지갑에 대기 중인 챌린지가 없습니다. 만료되었거나 사용되었거나 시작되지 않았습니다.',
  'apiError.siwe_message_not_valid_yet': 'Sign-In With Ethereum 메시지가 아직 유효하지 않습니다(not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': '이 지갑과 챌린지에 대해 서명을 확인할 수 없습니다.',
};

export default messages;
