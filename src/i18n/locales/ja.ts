/**
 * Japanese (日本語) — register: polite です/ます throughout (丁寧語, the norm for a site's sign-in screens
 * addressed to any member of the public); buttons and headers are short noun or dictionary-form phrases as in
 * Apple's and Google's Japanese sign-in screens ("続ける", "パスキーを作成"). Half-width spaces separate Latin words
 * and placeholders from Japanese text; counters follow digits directly ("{digits}桁"). Brackets are full-width （）
 * and 「」 (issue 40: no half-width ones beside Japanese text); a password rule is a noun phrase ("8文字以上"), quoted in
 * "条件「…」を満たしています。" rather than a sentence inside another. Product names kept as Japanese
 * users see them: パスキー (Apple, Google, Microsoft), Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap, Ethereum,
 * Solana and Gatehouse in Latin script; SMS for text messages; 暗号資産ウォレット (the term Japanese law and
 * exchanges use); 認証アプリ and リカバリーコード for TOTP. Wire identifiers (code_verifier, oauthOptions.…) stay as
 * they are: they name API fields, not words.
 */
import { accountJa } from './account/ja.js';
const messages = {
  ...accountJa,
  // §2 Main
  'main.header': '新規登録またはログイン',
  'main.passkeyLogin': 'パスキーでログイン',
  'main.tabs.label': 'コードの受け取り方法を選択',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'メール',
  'main.continueWithEmail': 'メールで続ける',
  'main.continueWithPhone': 'SMS で続ける',
  'main.continueWithWhatsApp': 'WhatsApp で続ける',
  'main.continue': '続ける',
  'main.divider': 'または',
  'social.continueWith': '{provider} で続ける',
  'wallet.continueWith': '{wallet} で続ける',
  'wallet.name.ethereum': 'Ethereum ウォレット',
  'wallet.name.solana': 'Solana ウォレット',
  'wallet.other': 'その他の暗号資産ウォレットで続ける',
  'wallet.setup': '新しい暗号資産ウォレットを設定',
  'oneTap.loading': 'Google ログインを読み込んでいます',

  // Fields
  'field.email.label': 'メールアドレス',
  'field.email.placeholder': 'example@email.com',
  'field.phone.label': '電話番号',
  'field.phone.country': '国/地域',
  'field.phone.countryOption': '{country}（{code}）',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'パスワード',
  'field.newPassword.label': '新しいパスワード',
  'field.password.show': 'パスワードを表示',
  'field.password.hide': 'パスワードを非表示',
  'field.otp.label': 'ワンタイムパスコード',
  'field.required': '入力必須です',

  // §2 OTPAuthenticate
  'otp.header': 'パスコードを入力',
  'otp.sentTo':
    '{channel, select, email {{digits}桁のパスコードを {destination} にメールで送信しました。} sms {{digits}桁のパスコードを {destination} に SMS で送信しました。} other {{digits}桁のパスコードを {destination} に WhatsApp で送信しました。}}',
  'otp.verifying': 'パスコードを確認しています…',
  'otp.expiresIn': 'コードの有効期限まであと {time} です。',
  'otp.expired': 'コードの有効期限が切れました。',
  'otp.resend': 'コードを再送信',
  'otp.resent': 'コードを再送信しました',

  // §2 OTPConfirmation
  'otpConfirmation.header': '完了しました',
  'otpConfirmation.body': 'パスコードの確認が完了しました。',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'メールを確認してください',
  'emailConfirmation.body': '{email} にメールを送信しました。',
  'emailConfirmation.openGmail': 'Gmail を開く',
  'emailConfirmation.openYahoo': 'Yahoo を開く',
  'emailConfirmation.openOutlook': 'Outlook を開く',
  'emailConfirmation.resend': 'メールを再送信',
  'emailConfirmation.tryAgain': 'やり直す',
  'emailConfirmation.resent': 'メールを再送信しました',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'アカウントを作成',
  'password.new.body': 'パスワードを設定して、アカウントの作成を完了してください。',
  'password.new.submit': '続ける',
  'password.login.header': 'ログイン',
  'password.login.submit': '続ける',
  'password.forgot': 'パスワードをお忘れですか？',
  'password.emailLoginLink': 'ログインリンクをメールで受け取る',
  'password.emailLoginCode': 'ログインコードをメールで受け取る',
  'password.passwordless.header': 'メールを確認してください',
  'password.passwordless.body': '{email} にログインリンクまたはコードを送信しました。',
  'password.createInstead': '代わりにパスワードを作成する',
  'password.loginWithoutPassword': 'パスワードを使わずにログイン',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'パスワードをお忘れですか？',
  'passwordForgot.body': 'パスワードをリセットするためのリンクを {email} に送信しました。',
  'passwordBreached.header': 'メールを確認して新しいパスワードを設定してください',
  'passwordBreached.body':
    '同じパスワードをお使いの別のサイトで、最近セキュリティ上の問題が発生しました。安全のため、パスワードをリセットするためのメールを {email} に送信しました。',
  'passwordSetNew.header': 'メールを確認してください！',
  'passwordSetNew.body': '{email} にログインリンクを送信しました。',
  'passwordDedupe.header': 'メールを確認して新しいパスワードを設定してください！',
  'passwordDedupe.body': 'ご本人であることを確認するため、{email} にログインリンクを送信しました。',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'パスワードをリセット',
  'passwordReset.submit': '続ける',
  'passwordReset.loggingIn': 'ログインしています…',
  'passwordReset.autoLoggingIn': 'ログインしています',
  'passwordReset.noToken':
    'このパスワードリセットリンクは無効か、有効期限が切れています。ログイン画面から新しいリンクをリクエストしてください。',
  'passwordConfirmation.header': '完了しました！',
  'passwordConfirmation.body': 'ログインしました。',

  // §5 Strength meter
  'strength.lengthRule': '{n, plural, other {#文字以上}}',
  'strength.complexityRule': '大文字・小文字・数字・記号のうち{n}種類以上',
  'strength.breached':
    'このパスワードは、セキュリティ上の問題が発生した別のサイトで使用された可能性があります。別のパスワードを選択してください。',
  'strength.ruleMet': '条件「{rule}」を満たしています。',
  'strength.ruleUnmet': '条件「{rule}」を満たしていません。',
  'strength.label': 'パスワードの強度',
  'strength.score.0': '非常に弱い',
  'strength.score.1': '弱い',
  'strength.score.2': '普通',
  'strength.score.3': '強い',
  'strength.score.4': '非常に強い',
  'strength.valid': 'パスワードは有効です。',
  'strength.level': 'パスワードの強度：{level}。',
  'strength.nextSentence': '{first}{second}',
  'strength.warning.straightRow': 'キーボード上で一列に並んだキーは推測されやすくなります。',
  'strength.warning.keyPattern': '短いキーボードのパターンは推測されやすくなります。',
  'strength.warning.simpleRepeat': '「aaa」のような同じ文字の繰り返しは推測されやすくなります。',
  'strength.warning.extendedRepeat': '「abcabcabc」のような文字パターンの繰り返しは推測されやすくなります。',
  'strength.warning.sequences': '「abc」のようなよくある文字の並びは推測されやすくなります。',
  'strength.warning.recentYears': '最近の年は推測されやすくなります。',
  'strength.warning.dates': '日付は推測されやすくなります。',
  'strength.warning.topTen': '非常によく使われているパスワードです。',
  'strength.warning.topHundred': '頻繁に使われているパスワードです。',
  'strength.warning.common': '一般的に使われているパスワードです。',
  'strength.warning.similarToCommon': '一般的に使われているパスワードに似ています。',
  'strength.warning.wordByItself': '単語ひとつだけでは推測されやすくなります。',
  'strength.warning.namesByThemselves': '名前や名字ひとつだけでは推測されやすくなります。',
  'strength.warning.commonNames': 'よくある名前や名字は推測されやすくなります。',
  'strength.warning.userInputs': '個人情報やこのページに関する情報は含めないでください。',
  'strength.suggestion.l33t': '「a」を「@」にするような予測しやすい置き換えは避けてください。',
  'strength.suggestion.reverseWords': 'よくある単語を逆から綴ったものは避けてください。',
  'strength.suggestion.allUppercase': 'すべてではなく、一部の文字を大文字にしてください。',
  'strength.suggestion.capitalization': '先頭以外の文字も大文字にしてください。',
  'strength.suggestion.dates': 'ご自身に関係のある日付や年は避けてください。',
  'strength.suggestion.recentYears': '最近の年は避けてください。',
  'strength.suggestion.associatedYears': 'ご自身に関係のある年は避けてください。',
  'strength.suggestion.sequences': 'よくある文字の並びは避けてください。',
  'strength.suggestion.repeated': '単語や文字の繰り返しは避けてください。',
  'strength.suggestion.longerKeyboardPattern': 'より長いキーボードパターンを使い、入力する方向を何度か変えてください。',
  'strength.suggestion.anotherWord': 'あまり一般的でない単語を追加してください。',
  'strength.suggestion.useWords': '複数の単語を使い、よくある言い回しは避けてください。',
  'strength.suggestion.noNeed': '記号、数字、大文字を使わなくても強力なパスワードを作成できます。',

  // §2 Passkeys
  'passkeyStart.header': '新しいパスキーを設定',
  'passkeyStart.body1': 'パスキーを使えば、複雑なパスワードを覚える必要はありません。',
  'passkeyStart.body2': 'パスキーは、指紋、顔、または画面ロックを使って作成する、暗号化されたデジタルキーです。',
  'passkeyStart.create': 'パスキーを作成',
  'passkeyStart.skip': 'スキップ',
  'passkeyStart.noUser': 'エラー：認証済みのアクティブなユーザーがいないため、PasskeyRegistration コンポーネントを使用できません。',
  'passkeySuccess.header': 'パスキーを作成しました！',
  'passkeySuccess.existing': '登録済みのパスキー',
  'passkeySuccess.another': '別のパスキーを設定',
  'passkeySuccess.done': '完了',
  'passkeySuccess.delete': '削除',
  'passkeySuccess.cancel': 'キャンセル',
  'passkeySuccess.deleteWarning': '削除したパスキーは元に戻せません。',
  'passkeySuccess.doneNotice': 'パスキーを保存しました。',
  'passkeyRow.nameLabel': 'パスキーの名前',
  'passkeyRow.edit': '{name} の名前を編集',
  'passkeyRow.save': '{name} の名前を保存',
  'passkeyRow.delete': '{name} を削除',
  'passkeyConfirmation.header': '完了しました',
  'passkeyConfirmation.body': 'パスキーによる認証が完了しました。',

  // §2 Crypto
  'crypto.connect.header': 'ウォレットに接続しています…',
  'crypto.connect.hint': 'ウォレットのポップアップ ウィンドウでログインを完了してください。',
  'crypto.retryHint': 'やり直す場合は、戻る矢印でログイン画面に戻ってください。',
  'crypto.sign.header': '署名リクエストを処理しています…',
  'crypto.setup.header': '新しい暗号資産ウォレットを設定',
  'crypto.setup.body':
    '暗号資産ウォレットでログインすると、アカウントをプライベートかつ安全に保てます。始めるには、次のいずれかのウォレットをダウンロードしてください。',
  'crypto.setup.download': '{wallet} をダウンロード',
  'crypto.other.header': 'その他のウォレットで続ける',
  'crypto.confirmation.header': '完了しました！',
  'crypto.confirmation.body': 'ウォレットを接続しました。',
  'crypto.error.header': 'エラーが発生したようです',
  'crypto.error.body': 'ログインリクエストを完了できませんでした。戻る矢印でログイン画面に戻り、もう一度お試しください。',
  'crypto.signFailed': '[エラー] メッセージに署名できませんでした',
  'crypto.other.label': '暗号資産ウォレット',

  // Authenticator app (TOTP step-up and enrolment; beyond the spec, in its tone)
  'totp.header': '確認コードを入力',
  'totp.body': '認証アプリに表示されている{digits}桁のコードを入力してください。',
  'totp.codeLabel': '認証アプリのコード',
  'totp.verifying': 'コードを確認しています…',
  'totp.useRecoveryCode': '代わりにリカバリーコードを使用',
  'totp.codeInvalid': 'コードが正しくありません。もう一度お試しください。',
  'totp.codeReused': 'このコードはすでに使用されています。認証アプリに次のコードが表示されるまで待ってから、もう一度お試しください。',
  'totp.recover.header': 'リカバリーコードを入力',
  'totp.recover.body': '認証アプリの設定時に保存したリカバリーコードのいずれかを入力してください。各コードは1回だけ使用できます。',
  'totp.recover.label': 'リカバリーコード',
  'totp.recover.submit': '続ける',
  'totp.recover.invalid': 'リカバリーコードが正しくありません。もう一度お試しください。各コードは1回しか使用できません。',
  'totp.recover.useApp': '代わりに認証アプリを使用',
  'totp.enroll.header': '認証アプリを設定',
  'totp.enroll.body': 'この QR コードを認証アプリでスキャンし、アプリに表示された{digits}桁のコードを入力してください。',
  'totp.enroll.qrLabel': '認証アプリでスキャンする QR コード',
  'totp.enroll.secretLabel': 'スキャンできない場合は、代わりにこのキーをアプリに入力してください：',
  'totp.enroll.copy': 'キーをコピー',
  'totp.enroll.copied': 'コピーしました',
  'totp.enroll.copyFailed': 'キーをコピーできませんでした。キーを選択して、ご自身でコピーしてください。',
  'totp.enroll.creating': '認証アプリを設定しています',
  'totp.enroll.skip': '今はスキップ',
  'totp.codes.header': 'リカバリーコードを保存',
  'totp.codes.body':
    '認証アプリにアクセスできなくなった場合は、これらのコードのいずれかでログインできます。各コードは1回だけ使用できます。安全な場所に保管してください。',
  'totp.codes.listLabel': 'リカバリーコード',
  'totp.codes.copy': 'コードをコピー',
  'totp.codes.copied': 'リカバリーコードをコピーしました',
  'totp.codes.copyFailed': 'コードをコピーできませんでした。コードを選択して、ご自身でコピーしてください。',
  'totp.codes.download': 'コードをダウンロード',
  'totp.codes.fileName': 'リカバリーコード.txt',
  'totp.codes.saved': '保存しました',

  // Common
  'common.back': '戻る',
  'common.didNotGetIt': '届きませんでしたか？',
  'common.loading': '読み込んでいます',
  'common.success': '完了しました',
  'common.poweredBy': 'Gatehouse 提供',
  'common.logo': 'ロゴ',
  'common.opensInNewTab': '（新しいタブで開きます）',
  'common.notifications': '通知',
  'common.dismiss': '閉じる',
  'common.warning': '警告',
  'common.tryAgain': 'もう一度試す',
  'common.resendIn': '（{time}）',
  'common.resendWait': '{wait}後に再送信できます。',

  // §2 toast area
  'toast.label': '通知',
  'toast.viewportLabel': '通知（{hotkey}）',

  // §5 Validation
  'validation.emailOtp': 'メールアドレスが無効です。もう一度お試しください。',
  'validation.email': 'メールアドレスが無効です',
  'validation.phone': '電話番号が無効です。もう一度お試しください。',

  // §5 Configuration errors
  'config.passkeysAlone': 'エラー：パスキーだけを単独で使用することはできません。config に別のプロダクトを追加してください。',
  'config.emlAndEmailOtp': 'エラー：EML（メールマジックリンク）とメール OTP は併用できません',

  // §8 Errors
  'error.generic': 'エラーが発生したようです',
  'error.unableToContact': 'サーバーに接続できません。',
  'error.invalidJson': 'サーバーから無効な JSON レスポンスが返されました。',
  'error.invalidResponse': 'サーバーからの応答が無効か、応答がありません',
  'error.otpInvalid': 'パスコードが正しくありません。もう一度お試しください。',
  'error.tooManyRequests': 'リクエストが多すぎます。{wait}後にもう一度お試しください。',
  'error.passkeyLogin': 'パスキー認証中に不明なエラーが発生しました。もう一度お試しください。',
  'error.passkeyNotFound':
    'パスキーの登録が見つかりません。アカウントからパスキーを削除したものの、パスワード マネージャーには残っている可能性があります。もう一度お試しください。',
  'error.passkeyEmpty': 'ブラウザからパスキーが返されませんでした。もう一度お試しください。',
  'error.passkeyAlreadyRegistered':
    'このパスキーはすでに登録されているとみられるため、作成できません。別のデバイスで登録されたパスキーが、デバイス間で同期された可能性があります。',
  'error.passkeyNotCreated':
    'パスキーは作成されませんでした。「パスキーを作成」をクリックしてもう一度お試しいただくか、パスキーを追加せずにスキップしてください。',
  'error.missingPkce': 'このフローは、開始したときと同じデバイスで完了してください。',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    '現在のオリジンは、この Google クライアントで許可されていません。Google クライアントの「承認済みの JavaScript 生成元」に {host} を追加してください（開発用にはポート番号付きの localhost も追加してください）。',
  'oneTap.invalidClient':
    'Google クライアント ID が認識されません。ダッシュボードのクライアント ID と、Google Cloud コンソールのクライアント ID を比べてください。',
  'oneTap.configNotFound': 'このプロジェクトには Google OAuth クライアントが設定されていません。',
  'oneTap.noLoginRedirect':
    'ログイン用のリダイレクト URL が設定されていません。oauthOptions.loginRedirectURL を検証できるよう、ダッシュボードで追加してください。',
  'oneTap.noSignupRedirect':
    '登録用のリダイレクト URL が設定されていません。oauthOptions.signupRedirectURL を検証できるよう、ダッシュボードで追加してください。',
  'oneTap.defaultProviderNotAllowed':
    'デフォルトの Google クライアントでは One Tap を使用できません。One Tap を使用するには、独自の Google クライアントを設定してください。',

  // API errors (src/wire/errors.ts API_ERRORS), in the catalogue's order
  'apiError.bad_request': 'リクエストを解釈できませんでした。',
  'apiError.invalid_json': 'リクエスト本文が有効な JSON ではありません。',
  'apiError.unsupported_content_type': 'リクエスト本文は application/json 形式で送信してください。',
  'apiError.request_too_large': 'リクエスト本文が、エミュレーターで受け付けられるサイズ（1 MiB）を超えています。',
  'apiError.route_not_found': 'このメソッドとパスに一致する API ルートはありません。',
  'apiError.unauthorized_credentials': 'Authorization ヘッダーの公開トークンまたは認証情報は、このプロジェクトでは無効です。',
  'apiError.session_not_found': 'セッションが見つかりませんでした。有効期限が切れたか、取り消されたか、存在しません。',
  'apiError.user_unauthenticated': 'この呼び出しにはアクティブなセッションが必要ですが、送信されていません。',
  'apiError.origin_not_allowed': 'このオリジンは、プロジェクトで許可されたオリジンに含まれていません。',
  'apiError.host_not_allowed':
    'エミュレーターは自身のホスト名（localhost、127.0.0.1、[::1]、および起動時に指定されたホスト）にのみ応答します。',
  'apiError.session_too_old_to_reset_password':
    'このセッションではパスワードをリセットできません。過去5分以内に、パスワード、メールマジックリンク、メール OTP のいずれの要素でも認証されていません。もう一度認証してからやり直してください。',
  'apiError.stale_factors':
    'この変更には最近のログインが必要です。このセッションには、過去5分以内に認証された要素がありません。もう一度認証してからやり直してください。',
  'apiError.invalid_email': 'メールアドレスが無効です。',
  'apiError.invalid_phone_number': '電話番号は E.164 形式で入力してください（例：+15555550123）。',
  'apiError.invalid_metadata': 'untrusted_metadata は、4096 バイト以内の JSON オブジェクトである必要があります。',
  'apiError.user_not_found': 'ユーザーが見つかりませんでした。',
  'apiError.organization_not_found': 'この organization_id を持つ組織はありません。',
  'apiError.email_not_found': 'このメールアドレスを持つユーザーはいません。',
  'apiError.phone_number_not_found': 'この電話番号を持つユーザーはいません。',
  'apiError.duplicate_email': 'このメールアドレスは、すでに別のユーザーが使用しています。',
  'apiError.duplicate_phone_number': 'この電話番号は、すでに別のユーザーが使用しています。',
  'apiError.too_many_unverified_factors': '新しい認証要素を作成できませんでした。このユーザーには、未確認の認証要素がすでに多すぎます。',
  'apiError.redirect_url_not_allowed': 'このリダイレクト URL は、プロジェクトで許可されたリダイレクト URL に含まれていません。',
  'apiError.unable_to_auth_magic_link': 'マジックリンクを認証できませんでした。',
  'apiError.pkce_mismatch': 'code_verifier が、このトークンの発行時に使われた code_challenge と一致しません（pkce）。',
  'apiError.missing_code_challenge': 'このプロジェクトでは PKCE（pkce）が必須です。code_challenge を送信してください。',
  'apiError.otp_code_not_found':
    'この method_id に有効なパスコードはありません。有効期限が切れたか、使用済みか、新しいコードに置き換えられたか、誤入力が多すぎた可能性があります。',
  'apiError.unable_to_auth_otp_code': 'パスコードが正しくありません。',
  'apiError.weak_password': 'パスワードが弱すぎるため、プロジェクトのパスワードポリシーを満たしていません。',
  'apiError.breached_password':
    'このパスワードは、データ侵害で流出したパスワードのリストに含まれています。別のパスワードを選択してください。',
  'apiError.reset_password': 'このユーザーのパスワードは、ログインに使用する前にリセットする必要があります。',
  'apiError.password_not_found': 'このユーザーにはパスワードが設定されていません。',
  'apiError.totp_not_found': 'このユーザーの TOTP 登録が見つかりませんでした。',
  'apiError.crypto_wallet_not_found': 'このユーザーの暗号資産ウォレットが見つかりませんでした。',
  'apiError.oauth_user_registration_not_found': 'このユーザーの OAuth 登録が見つかりませんでした。',
  'apiError.webauthn_registration_not_found': 'このユーザーの WebAuthn 登録が見つかりませんでした。',
  'apiError.biometric_registration_not_found': 'このユーザーの生体認証の登録が見つかりませんでした。',
  'apiError.too_many_requests': 'リクエストが多すぎます。',
  'apiError.internal_server_error': 'エミュレーターで予期しないエラーが発生しました。詳細はエミュレーターのログを確認してください。',

  'apiError.invalid_oauth_provider': 'この OAuth プロバイダーは、サポートされているプロバイダーではありません。',
  'apiError.public_token_required': 'クエリパラメーター public_token は必須です。',
  'apiError.no_match_for_provided_oauth_url': 'このリダイレクト URL は、プロジェクトで許可されたリダイレクト URL に含まれていません。',
  'apiError.invalid_pkce_code_challenge':
    'code_challenge は、code_verifier の SHA-256 を base64url でエンコードしたもの（43文字、PKCE S256）である必要があります。',
  'apiError.invalid_pkce_code_verifier': 'code_verifier は、[A-Za-z0-9-._~] の文字からなる43～128文字である必要があります（RFC 7636）。',
  'apiError.pkce_expected_code_verifier':
    'このトークンは code_challenge 付きで発行されました（pkce）。対応する code_verifier を送信してください。',
  'apiError.pkce_did_not_expect_code_verifier':
    'このトークンは code_challenge なしで発行されたため、code_verifier は必要ありません（pkce）。',
  'apiError.oauth_token_not_found': 'OAuth トークンが見つかりませんでした。有効期限が切れたか、使用済みか、存在しません。',
  'apiError.oauth_invalid_state': 'このログインの試行は、有効期限が切れたか、すでに完了しています。もう一度ログインをやり直してください。',
  'apiError.invalid_identity': 'テスト用 ID には、有効なメールアドレスが必要です。',

  'apiError.oauth_config_not_found': 'このプロジェクトには Google OAuth クライアントが設定されていません。',
  'apiError.no_login_redirect_urls_set':
    'プロジェクトにログイン用のリダイレクト URL がないため、oauthOptions.loginRedirectURL を検証できません。',
  'apiError.no_signup_redirect_urls_set':
    'プロジェクトに登録用のリダイレクト URL がないため、oauthOptions.signupRedirectURL を検証できません。',
  'apiError.default_provider_not_allowed':
    'デフォルトの Google クライアントは One Tap では使用できません。独自の Google クライアントを設定してください。',
  'apiError.invalid_callback_id': 'One Tap のコールバック ID が不明か、有効期限が切れているか、使用済みです。',
  'apiError.id_token_invalid': 'Google ID トークンが無効です。',
  'apiError.id_token_expired': 'Google ID トークンの有効期限が切れています。',
  'apiError.id_token_incorrect_audience':
    'この Google ID トークンは、プロジェクトの Google クライアントとは別のクライアント向けに発行されています。',

  'apiError.invalid_webauthn_registration_domain':
    'domain は、呼び出し元のオリジンと一致するホスト名（リライング パーティ ID）である必要があります。',
  'apiError.invalid_authenticator_type': "authenticator_type は 'platform' または 'cross-platform' である必要があります。",
  'apiError.invalid_public_key_credential': 'public_key_credential が、有効な WebAuthn 認証情報（JSON 文字列）ではありません。',
  'apiError.no_pending_webauthn_registration':
    'この認証情報に一致する保留中の WebAuthn チャレンジはありません。有効期限が切れたか、使用済みか、存在しません。',
  'apiError.unable_to_register_webauthn_registration': 'WebAuthn 登録を検証できませんでした。',
  'apiError.duplicate_webauthn_registration': 'この認証情報はすでに登録されています。',
  'apiError.unable_to_auth_webauthn_registration': 'WebAuthn アサーションを検証できませんでした。',
  'apiError.no_active_webauthn_registrations': 'このユーザーには WebAuthn 登録がありません。',
  'apiError.empty_webauthn_registration_name': 'WebAuthn 登録の名前は空にできません。',

  'apiError.invalid_expiration': 'expiration_minutes は、5～1440 の整数である必要があります。',
  'apiError.active_totp_exists':
    'このユーザーには、すでに有効な TOTP 登録があります。別の登録を作成する前に、既存の登録を削除してください。',
  'apiError.totps_not_found_for_user': 'このユーザーには TOTP 登録がありません。',
  'apiError.expired_totp': 'TOTP 登録は、確認される前に有効期限が切れました。新しく作成してください。',
  'apiError.invalid_totp_code': 'totp_code は6桁の数字である必要があります。',
  'apiError.unable_to_authenticate_totp': 'TOTP コードが正しくありません。',
  'apiError.totp_code_already_authenticated': 'この TOTP コードはすでに使用されています。次のコードをお待ちください（RFC 6238 §5.2）。',
  'apiError.recovery_code_used_as_totp_code': 'これはリカバリーコードのようです。リカバリーコードには recover 呼び出しを使用してください。',
  'apiError.totp_code_used_as_recovery_code': 'これは TOTP コードのようです。アプリのコードには totps/authenticate を使用してください。',
  'apiError.recovery_codes_not_found': 'このユーザーには、リカバリーコード付きの確認済み TOTP 登録がありません。',
  'apiError.unable_to_authenticate_recovery_code': 'リカバリーコードが正しくないか、すでに使用されています。',

  'apiError.invalid_wallet_type': "crypto_wallet_type は 'ethereum' または 'solana' である必要があります。",
  'apiError.invalid_ethereum_address': 'このアドレスは、有効な Ethereum アドレス（0x に続く40桁の16進数）ではありません。',
  'apiError.invalid_solana_address': 'このアドレスは、有効な Solana アドレス（base58 形式の ed25519 公開鍵）ではありません。',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Sign-In With Ethereum は Ethereum ウォレットにのみ適用されます。',
  'apiError.invalid_siwe_uri': 'siwe_params.uri は、許可されたオリジン上の http(s) URI である必要があります。',
  'apiError.invalid_siwe_domain': 'siwe_params.domain は、siwe_params.uri のホストである必要があります。',
  'apiError.invalid_siwe_chain_id': 'siwe_params.chain_id は正の整数である必要があります（EIP-155）。',
  'apiError.invalid_siwe_statement': 'siwe_params.statement は、1024文字以内の1行である必要があります。',
  'apiError.invalid_siwe_resource': 'siwe_params.resources は URI である必要があります。',
  'apiError.invalid_siwe_message_request_id': 'siwe_params.message_request_id は、印刷可能な文字からなる1行である必要があります。',
  'apiError.invalid_siwe_timestamp': 'siwe_params.issued_at と not_before は、RFC 3339 形式のタイムスタンプである必要があります。',
  'apiError.duplicate_wallet_address': 'このウォレットアドレスは、すでに別のユーザーが使用しています。',
  'apiError.crypto_wallet_challenge_not_found':
    'このウォレットに保留中のチャレンジはありません。有効期限が切れたか、使用済みか、開始されていません。',
  'apiError.siwe_message_not_valid_yet': 'この Sign-In With Ethereum メッセージは、まだ有効ではありません（not-before）。',
  'apiError.unable_to_authenticate_crypto_wallet': 'このウォレットとチャレンジに対して、署名を検証できません。',
};

export default messages;
