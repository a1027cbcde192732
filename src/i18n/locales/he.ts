/**
 * Hebrew (עברית) — register: formal and gender-neutral, as Hebrew sign-in pages commonly keep it: buttons and
 * headers are verbal nouns ("המשך", "יצירת מפתח גישה", "דילוג"), requests are impersonal "יש ל…" / "אפשר ל…" with an
 * infinitive, statements are passive ("נשלח קישור…"); no imperative or present/future second-person verb, which
 * Hebrew marks for gender. Unpointed "שלך", "אליך" and second-person past forms ("שכחת", "התחברת") read alike for
 * both genders. Counts follow Intl.PluralRules('he') (one two other; data older than CLDR 42 also had many, which
 * falls back to other). Product names kept as Israeli users see them: מפתח גישה (Google's and Apple's term for
 * passkey), אימייל, SMS; Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap, Ethereum, Solana and Gatehouse in Latin
 * script; אפליקציית אימות and קוד שחזור for TOTP. Placeholders and wire identifiers (code_verifier,
 * oauthOptions.…) stay in Latin script, joined to a Hebrew prefix letter by a hyphen ("ב-WebAuthn"); the Message
 * primitive isolates placeholder values, so no bidi controls.
 */
import { accountHe } from './account/he.js';
const messages = {
  ...accountHe,
  // §2 Main
  'main.header': 'הרשמה או התחברות',
  'main.passkeyLogin': 'התחברות באמצעות מפתח גישה',
  'main.tabs.label': 'בחירת הדרך לקבלת הקוד',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'אימייל',
  'main.continueWithEmail': 'המשך עם אימייל',
  'main.continueWithPhone': 'המשך עם הודעת SMS',
  'main.continueWithWhatsApp': 'המשך עם WhatsApp',
  'main.continue': 'המשך',
  'main.divider': 'או',
  'social.continueWith': 'המשך עם {provider}',
  'wallet.continueWith': 'המשך עם {wallet}',
  'wallet.name.ethereum': 'ארנק Ethereum',
  'wallet.name.solana': 'ארנק Solana',
  'wallet.other': 'המשך עם ארנק קריפטו אחר',
  'wallet.setup': 'הגדרת ארנק קריפטו חדש',
  'oneTap.loading': 'הכניסה עם Google נטענת',

  // Fields
  'field.email.label': 'כתובת אימייל',
  'field.email.placeholder': 'example@email.com',
  'field.phone.label': 'מספר טלפון',
  'field.phone.country': 'מדינה/אזור',
  'field.phone.countryOption': '{country} (+{code})',
  'field.phone.countryShort': '{region} +{code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'סיסמה',
  'field.newPassword.label': 'סיסמה חדשה',
  'field.password.show': 'הצגת הסיסמה',
  'field.password.hide': 'הסתרת הסיסמה',
  'field.otp.label': 'קוד אימות חד-פעמי',
  'field.required': 'שדה חובה',

  // §2 OTPAuthenticate
  'otp.header': 'הזנת קוד האימות',
  'otp.sentTo': 'קוד אימות בן 6 ספרות נשלח אל {destination}.',
  'otp.channel.sms': 'הקוד נשלח בהודעת טקסט (SMS).',
  'otp.channel.whatsapp': 'הקוד נשלח ב-WhatsApp.',
  'otp.verifying': 'מתבצע אימות של הקוד…',
  'otp.expiresIn': 'תוקף הקוד יפוג בעוד {time}.',
  'otp.expired': 'תוקף הקוד פג.',
  'otp.resend': 'שליחת הקוד מחדש',
  'otp.resent': 'הקוד נשלח מחדש',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'הפעולה הצליחה',
  'otpConfirmation.body': 'קוד האימות אומת בהצלחה.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'יש לבדוק את האימייל',
  'emailConfirmation.body': 'נשלח אימייל אל {email}.',
  'emailConfirmation.openGmail': 'פתיחת Gmail',
  'emailConfirmation.openYahoo': 'פתיחת Yahoo',
  'emailConfirmation.openOutlook': 'פתיחת Outlook',
  'emailConfirmation.resend': 'שליחת האימייל מחדש',
  'emailConfirmation.tryAgain': 'ניסיון נוסף',
  'emailConfirmation.resent': 'האימייל נשלח מחדש',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'יצירת חשבון',
  'password.new.body': 'כדי לסיים את יצירת החשבון, יש להגדיר סיסמה.',
  'password.new.submit': 'המשך',
  'password.login.header': 'התחברות',
  'password.login.submit': 'המשך',
  'password.forgot': 'שכחת את הסיסמה?',
  'password.emailLoginLink': 'שליחת קישור התחברות לאימייל שלי',
  'password.emailLoginCode': 'שליחת קוד התחברות לאימייל שלי',
  'password.passwordless.header': 'יש לבדוק את האימייל',
  'password.passwordless.body': 'קישור או קוד להתחברות נשלחו אל {email}.',
  'password.createInstead': 'יצירת סיסמה במקום זאת',
  'password.loginWithoutPassword': 'התחברות ללא סיסמה',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'שכחת את הסיסמה?',
  'passwordForgot.body': 'קישור לאיפוס הסיסמה נשלח אל {email}.',
  'passwordBreached.header': 'יש לבדוק את האימייל כדי להגדיר סיסמה חדשה',
  'passwordBreached.body':
    'באתר אחר שבו נעשה שימוש באותה סיסמה אירעה לאחרונה בעיית אבטחה. למען ביטחונך, נשלח אל {email} אימייל לאיפוס הסיסמה.',
  'passwordSetNew.header': 'יש לבדוק את האימייל!',
  'passwordSetNew.body': 'קישור התחברות נשלח אל {email}.',
  'passwordDedupe.header': 'יש לבדוק את האימייל כדי להגדיר סיסמה חדשה!',
  'passwordDedupe.body': 'לצורך אימות הזהות, נשלח קישור התחברות אל {email}.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'איפוס הסיסמה',
  'passwordReset.submit': 'המשך',
  'passwordReset.loggingIn': 'מתבצעת התחברות…',
  'passwordReset.autoLoggingIn': 'מתבצעת התחברות',
  'passwordReset.noToken': 'הקישור לאיפוס הסיסמה אינו תקין או שתוקפו פג. אפשר לבקש קישור חדש בטופס הכניסה.',
  'passwordConfirmation.header': 'הפעולה הצליחה!',
  'passwordConfirmation.body': 'התחברת בהצלחה.',

  // §5 Strength meter
  'strength.lengthRule':
    '{n, plural, one {חייבת להיות באורך של # תו לפחות} two {חייבת להיות באורך של # תווים לפחות} other {חייבת להיות באורך של # תווים לפחות}}',
  'strength.complexityRule': 'חייבת להכיל {n} מהבאים: אות גדולה, אות קטנה, ספרה, סמל',
  'strength.breached': 'ייתכן שנעשה שימוש בסיסמה הזו באתר אחר שאירעה בו בעיית אבטחה. יש לבחור סיסמה אחרת.',
  'strength.ruleMet': 'הדרישה מתקיימת: {rule}.',
  'strength.ruleUnmet': 'הדרישה לא מתקיימת: {rule}.',
  'strength.label': 'חוזק הסיסמה',
  'strength.score.0': 'חלשה מאוד',
  'strength.score.1': 'חלשה',
  'strength.score.2': 'סבירה',
  'strength.score.3': 'חזקה',
  'strength.score.4': 'חזקה מאוד',
  'strength.valid': 'הסיסמה תקינה.',
  'strength.level': 'חוזק הסיסמה: {level}.',

  // §2 Passkeys
  'passkeyStart.header': 'הגדרת מפתח גישה חדש',
  'passkeyStart.body1': 'עם מפתחות גישה, אין צורך לזכור סיסמאות מורכבות.',
  'passkeyStart.body2': 'מפתחות גישה הם מפתחות דיגיטליים מוצפנים שנוצרים באמצעות טביעת אצבע, זיהוי פנים או נעילת מסך.',
  'passkeyStart.create': 'יצירת מפתח גישה',
  'passkeyStart.skip': 'דילוג',
  'passkeyStart.noUser': 'שגיאה: לא ניתן להשתמש ברכיב PasskeyRegistration ללא משתמש פעיל מאומת.',
  'passkeySuccess.header': 'מפתח הגישה נוצר בהצלחה!',
  'passkeySuccess.existing': 'מפתחות גישה קיימים',
  'passkeySuccess.another': 'הגדרת מפתח גישה נוסף',
  'passkeySuccess.done': 'סיום',
  'passkeySuccess.delete': 'מחיקה',
  'passkeySuccess.cancel': 'ביטול',
  'passkeySuccess.deleteWarning': 'לאחר המחיקה, לא ניתן לשחזר את מפתח הגישה.',
  'passkeySuccess.doneNotice': 'מפתחות הגישה נשמרו.',
  'passkeyRow.nameLabel': 'שם מפתח הגישה',
  'passkeyRow.edit': 'עריכת השם של {name}',
  'passkeyRow.save': 'שמירת השם של {name}',
  'passkeyRow.delete': 'מחיקת {name}',
  'passkeyConfirmation.header': 'הפעולה הצליחה',
  'passkeyConfirmation.body': 'האימות באמצעות מפתח הגישה הצליח.',

  // §2 Crypto
  'crypto.connect.header': 'מתבצע חיבור לארנק…',
  'crypto.connect.hint': 'יש להשלים את הכניסה בחלון הקופץ של הארנק.',
  'crypto.retryHint': 'כדי לנסות שוב, אפשר להשתמש בחץ החזרה ולחזור למסך הכניסה.',
  'crypto.sign.header': 'מתבצעת השלמה של בקשת החתימה…',
  'crypto.setup.header': 'הגדרת ארנק קריפטו חדש',
  'crypto.setup.body': 'כניסה באמצעות ארנק קריפטו שומרת על פרטיות החשבון ועל אבטחתו. כדי להתחיל, יש להוריד את אחד מהארנקים הבאים.',
  'crypto.setup.download': 'הורדת {wallet}',
  'crypto.other.header': 'המשך עם ארנק אחר',
  'crypto.confirmation.header': 'הפעולה הצליחה!',
  'crypto.confirmation.body': 'הארנק חובר בהצלחה.',
  'crypto.error.header': 'נראה שאירעה שגיאה!',
  'crypto.error.body': 'לא ניתן היה להשלים את בקשת הכניסה. אפשר להשתמש בחץ החזרה כדי לחזור למסך הכניסה ולנסות שוב!',
  'crypto.signFailed': '[שגיאה] לא ניתן לחתום על ההודעה',
  'crypto.other.label': 'ארנקי קריפטו',

  // Authenticator app (TOTP step-up and enrolment; beyond the spec, in its tone)
  'totp.header': 'הזנת קוד אימות',
  'totp.body': 'יש להזין את הקוד בן 6 הספרות מאפליקציית האימות.',
  'totp.codeLabel': 'הקוד מאפליקציית האימות',
  'totp.verifying': 'מתבצע אימות של הקוד…',
  'totp.useRecoveryCode': 'שימוש בקוד שחזור במקום זאת',
  'totp.codeInvalid': 'הקוד שגוי, יש לנסות שוב.',
  'totp.codeReused': 'כבר נעשה שימוש בקוד הזה. יש להמתין לקוד הבא באפליקציית האימות ולנסות שוב.',
  'totp.recover.header': 'הזנת קוד שחזור',
  'totp.recover.body': 'יש להזין את אחד מקודי השחזור שנשמרו בזמן הגדרת אפליקציית האימות. כל קוד תקף לשימוש אחד בלבד.',
  'totp.recover.label': 'קוד שחזור',
  'totp.recover.submit': 'המשך',
  'totp.recover.invalid': 'קוד השחזור שגוי, יש לנסות שוב. כל קוד תקף לשימוש אחד בלבד.',
  'totp.recover.useApp': 'שימוש באפליקציית האימות במקום זאת',
  'totp.enroll.header': 'הגדרת אפליקציית אימות',
  'totp.enroll.body': 'יש לסרוק את קוד ה-QR הזה באפליקציית האימות, ואז להזין את הקוד בן 6 הספרות שמוצג בה.',
  'totp.enroll.qrLabel': 'קוד QR לסריקה באפליקציית האימות',
  'totp.enroll.secretLabel': 'לא ניתן לסרוק? אפשר להזין את המפתח הזה באפליקציה במקום זאת:',
  'totp.enroll.copy': 'העתקת המפתח',
  'totp.enroll.copied': 'הועתק',
  'totp.enroll.copyFailed': 'לא ניתן היה להעתיק את המפתח. אפשר לסמן אותו ולהעתיק ידנית.',
  'totp.enroll.creating': 'מתבצעת הגדרה של אפליקציית האימות',
  'totp.enroll.skip': 'דילוג בינתיים',
  'totp.codes.header': 'שמירת קודי השחזור',
  'totp.codes.body':
    'אם הגישה לאפליקציית האימות תאבד, אפשר יהיה להתחבר באמצעות אחד מהקודים האלה. כל קוד תקף לשימוש אחד בלבד. חשוב לשמור אותם במקום בטוח.',
  'totp.codes.listLabel': 'קודי שחזור',
  'totp.codes.copy': 'העתקת הקודים',
  'totp.codes.copied': 'קודי השחזור הועתקו',
  'totp.codes.copyFailed': 'לא ניתן היה להעתיק את הקודים. אפשר לסמן אותם ולהעתיק ידנית.',
  'totp.codes.download': 'הורדת הקודים',
  'totp.codes.fileName': 'קודי-שחזור.txt',
  'totp.codes.saved': 'שמרתי אותם',

  // Common
  'common.back': 'חזרה',
  'common.didNotGetIt': 'לא קיבלת?',
  'common.loading': 'בטעינה',
  'common.success': 'הפעולה הצליחה',
  'common.poweredBy': 'מופעל על ידי Gatehouse',
  'common.logo': 'לוגו',
  'common.opensInNewTab': '(נפתח בכרטיסייה חדשה)',
  'common.notifications': 'התראות',
  'common.dismiss': 'סגירה',
  'common.warning': 'אזהרה',
  'common.tryAgain': 'ניסיון נוסף',
  'common.resendIn': '({time})',
  'common.resendWait':
    '{seconds, plural, one {אפשר לשלוח שוב בעוד # שנייה.} two {אפשר לשלוח שוב בעוד # שניות.} other {אפשר לשלוח שוב בעוד # שניות.}}',

  // §2 toast area
  'toast.label': 'התראה',
  'toast.viewportLabel': 'התראות ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'כתובת האימייל אינה תקינה, יש לנסות שוב.',
  'validation.email': 'כתובת אימייל לא תקינה',
  'validation.phone': 'מספר הטלפון אינו תקין, יש לנסות שוב.',

  // §5 Configuration errors
  'config.passkeysAlone': 'שגיאה: לא ניתן להשתמש במפתחות גישה בלבד, יש להוסיף מוצר נוסף להגדרות (config).',
  'config.emlAndEmailOtp': 'שגיאה: לא ניתן להשתמש גם ב-EML (קישור קסם באימייל) וגם ב-OTP באימייל',

  // §8 Errors
  'error.generic': 'נראה שאירעה שגיאה!',
  'error.unableToContact': 'לא ניתן ליצור קשר עם השרתים שלנו.',
  'error.invalidJson': 'התקבלה תגובת JSON לא תקינה מהשרתים שלנו.',
  'error.invalidResponse': 'התקבלה תגובה לא תקינה מהשרת, או שלא התקבלה תגובה',
  'error.otpInvalid': 'קוד האימות שגוי, יש לנסות שוב.',
  'error.tooManyRequests':
    '{seconds, plural, one {נשלחו יותר מדי בקשות. יש לנסות שוב בעוד # שנייה.} two {נשלחו יותר מדי בקשות. יש לנסות שוב בעוד # שניות.} other {נשלחו יותר מדי בקשות. יש לנסות שוב בעוד # שניות.}}',
  'error.passkeyLogin': 'אירעה שגיאה לא ידועה במהלך האימות באמצעות מפתח הגישה. יש לנסות שוב.',
  'error.passkeyNotFound': 'רישום מפתח הגישה לא נמצא. ייתכן שמפתח הגישה נמחק מהחשבון אך לא ממנהל הסיסמאות. יש לנסות שוב.',
  'error.passkeyEmpty': 'הדפדפן לא החזיר מפתח גישה. יש לנסות שוב.',
  'error.passkeyAlreadyRegistered':
    'לא ניתן ליצור את מפתח הגישה כי נראה שהוא כבר רשום. ייתכן שמפתח הגישה נרשם במכשיר אחר וסונכרן בין המכשירים.',
  'error.passkeyNotCreated': 'מפתח הגישה לא נוצר. אפשר ללחוץ על "יצירת מפתח גישה" כדי לנסות שוב, או לדלג בלי להוסיף מפתח גישה.',
  'error.missingPkce': 'יש להשלים את התהליך הזה באותו מכשיר שבו הוא התחיל.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'המקור הנוכחי אינו מורשה עבור לקוח Google זה. יש להוסיף את {host} (ולצורכי פיתוח גם את localhost עם היציאה שלו) למקורות JavaScript המורשים של לקוח Google.',
  'oneTap.invalidClient': 'מזהה הלקוח של Google לא זוהה. יש להשוות את מזהה הלקוח בלוח הבקרה למזהה שבמסוף Google Cloud.',
  'oneTap.configNotFound': 'לא הוגדר לקוח Google OAuth לפרויקט הזה.',
  'oneTap.noLoginRedirect':
    'לא הוגדרו כתובות URL להפניה אחרי התחברות. יש להוסיף אותן בלוח הבקרה כדי שאפשר יהיה לאמת את oauthOptions.loginRedirectURL.',
  'oneTap.noSignupRedirect':
    'לא הוגדרו כתובות URL להפניה אחרי הרשמה. יש להוסיף אותן בלוח הבקרה כדי שאפשר יהיה לאמת את oauthOptions.signupRedirectURL.',
  'oneTap.defaultProviderNotAllowed':
    'התכונה One Tap אינה זמינה עם לקוח Google המוגדר כברירת מחדל. כדי להשתמש בה, יש להגדיר לקוח Google משלך.',

  // API errors (src/wire/errors.ts API_ERRORS), in the catalogue's order
  'apiError.bad_request': 'לא ניתן היה להבין את הבקשה.',
  'apiError.invalid_json': 'גוף הבקשה אינו JSON תקין.',
  'apiError.unsupported_content_type': 'יש לשלוח את גוף הבקשה כ-application/json.',
  'apiError.request_too_large': 'גוף הבקשה גדול מהגודל שהאמולטור מקבל (1 MiB).',
  'apiError.route_not_found': 'אין נתיב API שתואם לשיטה ולנתיב האלה.',
  'apiError.unauthorized_credentials': 'האסימון הציבורי או פרטי הכניסה בכותרת Authorization אינם תקפים עבור הפרויקט הזה.',
  'apiError.session_not_found': 'הסשן לא נמצא: תוקפו פג, הוא בוטל או שמעולם לא היה קיים.',
  'apiError.user_unauthenticated': 'הקריאה הזו דורשת סשן פעיל, ולא נשלח סשן.',
  'apiError.origin_not_allowed': 'המקור הזה אינו ברשימת המקורות המורשים של הפרויקט.',
  'apiError.host_not_allowed': 'האמולטור עונה רק לשמות המארח שלו (localhost, 127.0.0.1, [::1] והמארח שאיתו הופעל).',
  'apiError.session_too_old_to_reset_password':
    'לא ניתן להשתמש בסשן שסופק כדי לאפס סיסמה: לא אומת בו גורם של סיסמה, קישור קסם באימייל או OTP באימייל ב-5 הדקות האחרונות. יש לבצע אימות מחדש לפני ניסיון נוסף.',
  'apiError.stale_factors': 'השינוי הזה דורש התחברות עדכנית: בסשן אין גורם שאומת ב-5 הדקות האחרונות. יש לבצע אימות מחדש ולנסות שוב.',
  'apiError.invalid_email': 'כתובת האימייל אינה תקינה.',
  'apiError.invalid_phone_number': 'מספר הטלפון חייב להיות בפורמט E.164, לדוגמה +15555550123.',
  'apiError.invalid_metadata': 'הערך untrusted_metadata חייב להיות אובייקט JSON בגודל של 4096 בייטים לכל היותר.',
  'apiError.user_not_found': 'המשתמש לא נמצא.',
  'apiError.organization_not_found': 'אין ארגון עם organization_id כזה.',
  'apiError.email_not_found': 'אין משתמש עם כתובת האימייל הזו.',
  'apiError.phone_number_not_found': 'אין משתמש עם מספר הטלפון הזה.',
  'apiError.duplicate_email': 'כתובת האימייל הזו כבר שייכת למשתמש אחר.',
  'apiError.duplicate_phone_number': 'מספר הטלפון הזה כבר שייך למשתמש אחר.',
  'apiError.too_many_unverified_factors': 'לא ניתן היה ליצור גורם אימות חדש. למשתמש הזה יש כבר יותר מדי גורמים שלא אומתו.',
  'apiError.redirect_url_not_allowed': 'כתובת ה-URL להפניה אינה ברשימת כתובות ה-URL להפניה המורשות של הפרויקט.',
  'apiError.unable_to_auth_magic_link': 'לא ניתן היה לאמת את קישור הקסם.',
  'apiError.pkce_mismatch': 'הערך code_verifier אינו תואם ל-code_challenge שאיתו הונפק האסימון הזה (pkce).',
  'apiError.missing_code_challenge': 'הפרויקט הזה דורש PKCE (pkce): יש לשלוח code_challenge.',
  'apiError.otp_code_not_found':
    'אין קוד אימות פעיל עבור method_id זה: תוקפו פג, נעשה בו שימוש, הוא הוחלף בקוד חדש יותר או שהיו יותר מדי ניסיונות שגויים.',
  'apiError.unable_to_auth_otp_code': 'קוד האימות שגוי.',
  'apiError.weak_password': 'הסיסמה חלשה מדי לפי מדיניות הסיסמאות של הפרויקט.',
  'apiError.breached_password': 'הסיסמה הזו מופיעה ברשימת סיסמאות שדלפו בפריצות מידע. יש לבחור סיסמה אחרת.',
  'apiError.reset_password': 'יש לאפס את הסיסמה של המשתמש הזה לפני שאפשר יהיה להשתמש בה להתחברות.',
  'apiError.password_not_found': 'למשתמש הזה אין סיסמה.',
  'apiError.totp_not_found': 'רישום ה-TOTP של המשתמש הזה לא נמצא.',
  'apiError.crypto_wallet_not_found': 'ארנק הקריפטו של המשתמש הזה לא נמצא.',
  'apiError.oauth_user_registration_not_found': 'רישום ה-OAuth של המשתמש הזה לא נמצא.',
  'apiError.webauthn_registration_not_found': 'רישום ה-WebAuthn של המשתמש הזה לא נמצא.',
  'apiError.biometric_registration_not_found': 'הרישום הביומטרי של המשתמש הזה לא נמצא.',
  'apiError.too_many_requests': 'נשלחו יותר מדי בקשות.',
  'apiError.internal_server_error': 'אירעה באמולטור שגיאה לא צפויה. הפרטים מופיעים ביומן של האמולטור.',

  'apiError.invalid_oauth_provider': 'ספק ה-OAuth הזה אינו אחד מהספקים הנתמכים.',
  'apiError.public_token_required': 'פרמטר השאילתה public_token הוא חובה.',
  'apiError.no_match_for_provided_oauth_url': 'כתובת ה-URL להפניה אינה ברשימת כתובות ה-URL להפניה המורשות של הפרויקט.',
  'apiError.invalid_pkce_code_challenge': 'הערך code_challenge חייב להיות SHA-256 של code_verifier בקידוד base64url (43 תווים, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'הערך code_verifier חייב להכיל 43 עד 128 תווים מתוך [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier': 'האסימון הזה הונפק עם code_challenge (pkce): יש לשלוח את ה-code_verifier התואם.',
  'apiError.pkce_did_not_expect_code_verifier': 'האסימון הזה הונפק בלי code_challenge, ולכן אין צורך ב-code_verifier (pkce).',
  'apiError.oauth_token_not_found': 'אסימון ה-OAuth לא נמצא: תוקפו פג, כבר נעשה בו שימוש או שמעולם לא היה קיים.',
  'apiError.oauth_invalid_state': 'תוקף ניסיון הכניסה הזה פג או שהוא כבר הושלם. יש להתחיל את הכניסה מחדש.',
  'apiError.invalid_identity': 'זהות הבדיקה דורשת כתובת אימייל תקינה.',

  'apiError.oauth_config_not_found': 'לא הוגדר לקוח Google OAuth לפרויקט הזה.',
  'apiError.no_login_redirect_urls_set': 'לפרויקט אין כתובות URL להפניה אחרי התחברות, ולכן לא ניתן לאמת את oauthOptions.loginRedirectURL.',
  'apiError.no_signup_redirect_urls_set': 'לפרויקט אין כתובות URL להפניה אחרי הרשמה, ולכן לא ניתן לאמת את oauthOptions.signupRedirectURL.',
  'apiError.default_provider_not_allowed': 'לא ניתן להשתמש בלקוח Google המוגדר כברירת מחדל עם One Tap: יש להגדיר לקוח Google משלך.',
  'apiError.invalid_callback_id': 'מזהה הקריאה החוזרת של One Tap אינו ידוע, פג תוקפו או שכבר נעשה בו שימוש.',
  'apiError.id_token_invalid': 'אסימון ה-ID של Google אינו תקין.',
  'apiError.id_token_expired': 'תוקף אסימון ה-ID של Google פג.',
  'apiError.id_token_incorrect_audience': 'אסימון ה-ID של Google הונפק עבור לקוח אחר ולא עבור לקוח Google של הפרויקט.',

  'apiError.invalid_webauthn_registration_domain': 'הערך domain חייב להיות שם מארח (מזהה הצד המסתמך) שתואם למקור הקורא.',
  'apiError.invalid_authenticator_type': "הערך authenticator_type חייב להיות 'platform' או 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'הערך public_key_credential אינו פרטי כניסה תקינים של WebAuthn (מחרוזת JSON).',
  'apiError.no_pending_webauthn_registration':
    'אין אתגר WebAuthn ממתין שתואם לפרטי הכניסה האלה: תוקפו פג, נעשה בו שימוש או שמעולם לא היה קיים.',
  'apiError.unable_to_register_webauthn_registration': 'לא ניתן היה לאמת את רישום ה-WebAuthn.',
  'apiError.duplicate_webauthn_registration': 'פרטי הכניסה האלה כבר רשומים.',
  'apiError.unable_to_auth_webauthn_registration': 'לא ניתן היה לאמת את הצהרת ה-WebAuthn.',
  'apiError.no_active_webauthn_registrations': 'למשתמש הזה אין רישומי WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'שם רישום ה-WebAuthn לא יכול להיות ריק.',

  'apiError.invalid_expiration': 'הערך expiration_minutes חייב להיות מספר שלם בין 5 ל-1440.',
  'apiError.active_totp_exists': 'למשתמש הזה כבר יש רישום TOTP פעיל. יש למחוק אותו לפני יצירת רישום נוסף.',
  'apiError.totps_not_found_for_user': 'למשתמש הזה אין רישום TOTP.',
  'apiError.expired_totp': 'תוקף רישום ה-TOTP פג לפני שאומת. יש ליצור רישום חדש.',
  'apiError.invalid_totp_code': 'הערך totp_code חייב להיות בן 6 ספרות.',
  'apiError.unable_to_authenticate_totp': 'קוד ה-TOTP שגוי.',
  'apiError.totp_code_already_authenticated': 'כבר נעשה שימוש בקוד ה-TOTP הזה; יש להמתין לקוד הבא (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'נראה שזה קוד שחזור: לקודי שחזור יש להשתמש בקריאה recover.',
  'apiError.totp_code_used_as_recovery_code': 'נראה שזה קוד TOTP: לקודים מהאפליקציה יש להשתמש ב-totps/authenticate.',
  'apiError.recovery_codes_not_found': 'למשתמש הזה אין רישום TOTP מאומת עם קודי שחזור.',
  'apiError.unable_to_authenticate_recovery_code': 'קוד השחזור שגוי או שכבר נעשה בו שימוש.',

  'apiError.invalid_wallet_type': "הערך crypto_wallet_type חייב להיות 'ethereum' או 'solana'.",
  'apiError.invalid_ethereum_address': 'הכתובת אינה כתובת Ethereum תקינה (0x ואחריו 40 ספרות הקסדצימליות).',
  'apiError.invalid_solana_address': 'הכתובת אינה כתובת Solana תקינה (מפתח ציבורי ed25519 בקידוד base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'התקן Sign-In With Ethereum חל על ארנקי Ethereum בלבד.',
  'apiError.invalid_siwe_uri': 'הערך siwe_params.uri חייב להיות URI מסוג http(s) במקור מורשה.',
  'apiError.invalid_siwe_domain': 'הערך siwe_params.domain חייב להיות המארח של siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'הערך siwe_params.chain_id חייב להיות מספר שלם חיובי (EIP-155).',
  'apiError.invalid_siwe_statement': 'הערך siwe_params.statement חייב להיות שורה אחת של 1024 תווים לכל היותר.',
  'apiError.invalid_siwe_resource': 'הערכים ב-siwe_params.resources חייבים להיות כתובות URI.',
  'apiError.invalid_siwe_message_request_id': 'הערך siwe_params.message_request_id חייב להיות שורה אחת של תווים הניתנים להדפסה.',
  'apiError.invalid_siwe_timestamp': 'הערכים siwe_params.issued_at ו-not_before חייבים להיות חותמות זמן בפורמט RFC 3339.',
  'apiError.duplicate_wallet_address': 'כתובת הארנק הזו כבר שייכת למשתמש אחר.',
  'apiError.crypto_wallet_challenge_not_found': 'אין אתגר ממתין עבור הארנק הזה: תוקפו פג, נעשה בו שימוש או שמעולם לא התחיל.',
  'apiError.siwe_message_not_valid_yet': 'הודעת ה-Sign-In With Ethereum עדיין אינה תקפה (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'לא ניתן לאמת את החתימה עבור הארנק והאתגר האלה.',
};

export default messages;
