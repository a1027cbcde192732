/**
 * Arabic (العربية) — register: Modern Standard Arabic, formal and gender-neutral: requests are "يرجى" + verbal noun
 * ("يرجى إدخال…") and buttons are verbal nouns ("متابعة", "إنشاء مفتاح مرور") rather than imperatives, which Arabic
 * marks for gender; statements are passive or impersonal ("تم إرسال…", "لا حاجة إلى…"); the suffix "ـك" ("your")
 * is written alike for both genders. Western digits everywhere (`intl` below: issue 40, docs/Languages.mdx). Counts
 * follow the Arabic plural categories (zero one two few many other); one and two are said in words, as Arabic
 * writes them ("حرف واحد", the dual "حرفين"), never "2 حرف"; waits come whole from Intl ("ثانيتان"), after a colon,
 * where the nominative it gives is right.
 * Product names kept as Arabic users see them: مفتاح المرور (Apple's and Google's term for passkey), واتساب
 * (WhatsApp's own Arabic name), إيثريوم and سولانا; Gmail, Yahoo, Outlook, Google, One Tap and Gatehouse in Latin
 * script; تطبيق المصادقة and رمز الاسترداد for TOTP. Placeholders and wire identifiers (code_verifier,
 * oauthOptions.…) stay in Latin script: the Message primitive isolates placeholder values, so no bidi controls.
 */
import { accountAr } from './account/ar.js';
const messages = {
  ...accountAr,
  // §2 Main
  'main.header': 'إنشاء حساب أو تسجيل الدخول',
  'main.passkeyLogin': 'تسجيل الدخول باستخدام مفتاح مرور',
  'main.tabs.label': 'اختيار طريقة استلام الرمز',
  'main.tabs.sms': 'رسالة نصية',
  'main.tabs.whatsapp': 'واتساب',
  'main.tabs.email': 'البريد',
  'main.continueWithEmail': 'المتابعة باستخدام البريد الإلكتروني',
  'main.continueWithPhone': 'المتابعة باستخدام رسالة نصية',
  'main.continueWithWhatsApp': 'المتابعة باستخدام واتساب',
  'main.continue': 'متابعة',
  'main.divider': 'أو',
  'social.continueWith': 'المتابعة باستخدام {provider}',
  'wallet.continueWith': 'المتابعة باستخدام {wallet}',
  'wallet.name.ethereum': 'محفظة إيثريوم',
  'wallet.name.solana': 'محفظة سولانا',
  'wallet.other': 'المتابعة باستخدام محفظة عملات مشفرة أخرى',
  'wallet.setup': 'إعداد محفظة عملات مشفرة جديدة',
  'oneTap.loading': 'جارٍ تحميل تسجيل الدخول باستخدام Google',

  // Fields
  'field.email.label': 'البريد الإلكتروني',
  'field.email.placeholder': 'example@email.com',
  'field.phone.label': 'رقم الهاتف',
  'field.phone.country': 'البلد/المنطقة',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'كلمة المرور',
  'field.newPassword.label': 'كلمة المرور الجديدة',
  'field.password.show': 'إظهار كلمة المرور',
  'field.password.hide': 'إخفاء كلمة المرور',
  'field.otp.label': 'رمز المرور لمرة واحدة',
  'field.required': 'هذا الحقل مطلوب',

  // §2 OTPAuthenticate
  'otp.header': 'إدخال رمز المرور',
  'otp.sentTo':
    '{channel, select, email {تم إرسال رمز مرور مكوَّن من {digits} أرقام إلى بريدك الإلكتروني {destination}.} sms {تم إرسال رمز مرور مكوَّن من {digits} أرقام برسالة نصية (SMS) إلى الرقم {destination}.} other {تم إرسال رمز مرور مكوَّن من {digits} أرقام عبر واتساب إلى الرقم {destination}.}}',
  'otp.verifying': 'جارٍ التحقق من رمز المرور…',
  'otp.expiresIn': 'الوقت المتبقي لانتهاء صلاحية الرمز: {time}.',
  'otp.expired': 'انتهت صلاحية الرمز.',
  'otp.resend': 'إعادة إرسال الرمز',
  'otp.resent': 'تمت إعادة إرسال الرمز',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'تم بنجاح',
  'otpConfirmation.body': 'تم التحقق من رمز المرور بنجاح.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'يرجى التحقق من بريدك الإلكتروني',
  'emailConfirmation.body': 'تم إرسال رسالة بريد إلكتروني إلى {email}.',
  'emailConfirmation.openGmail': 'فتح Gmail',
  'emailConfirmation.openYahoo': 'فتح Yahoo',
  'emailConfirmation.openOutlook': 'فتح Outlook',
  'emailConfirmation.resend': 'إعادة إرسال البريد الإلكتروني',
  'emailConfirmation.tryAgain': 'إعادة المحاولة',
  'emailConfirmation.resent': 'تمت إعادة إرسال البريد الإلكتروني',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'إنشاء حساب',
  'password.new.body': 'يرجى تعيين كلمة مرور لإكمال إنشاء حسابك.',
  'password.new.submit': 'متابعة',
  'password.login.header': 'تسجيل الدخول',
  'password.login.submit': 'متابعة',
  'password.forgot': 'هل نسيت كلمة المرور؟',
  'password.emailLoginLink': 'إرسال رابط تسجيل الدخول إلى بريدي الإلكتروني',
  'password.emailLoginCode': 'إرسال رمز تسجيل الدخول إلى بريدي الإلكتروني',
  'password.passwordless.header': 'يرجى التحقق من بريدك الإلكتروني',
  'password.passwordless.body': 'تم إرسال رابط أو رمز لتسجيل الدخول إلى {email}.',
  'password.createInstead': 'إنشاء كلمة مرور بدلاً من ذلك',
  'password.loginWithoutPassword': 'تسجيل الدخول بدون كلمة مرور',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'هل نسيت كلمة المرور؟',
  'passwordForgot.body': 'تم إرسال رابط لإعادة تعيين كلمة المرور إليك على {email}.',
  'passwordBreached.header': 'يرجى التحقق من بريدك الإلكتروني لتعيين كلمة مرور جديدة',
  'passwordBreached.body':
    'تعرض مؤخرًا موقع آخر تُستخدم فيه كلمة المرور نفسها لمشكلة أمنية. حفاظًا على أمانك، تم إرسال رسالة بريد إلكتروني إليك على {email} لإعادة تعيين كلمة المرور.',
  'passwordSetNew.header': 'يرجى التحقق من بريدك الإلكتروني!',
  'passwordSetNew.body': 'تم إرسال رابط تسجيل الدخول إليك على {email}.',
  'passwordDedupe.header': 'يرجى التحقق من بريدك الإلكتروني لتعيين كلمة مرور جديدة!',
  'passwordDedupe.body': 'تم إرسال رابط تسجيل الدخول إليك على {email} للتأكد من هويتك.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'إعادة تعيين كلمة المرور',
  'passwordReset.submit': 'متابعة',
  'passwordReset.loggingIn': 'جارٍ تسجيل الدخول…',
  'passwordReset.autoLoggingIn': 'جارٍ تسجيل الدخول',
  'passwordReset.noToken': 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته. يمكن طلب رابط جديد من نموذج تسجيل الدخول.',
  'passwordConfirmation.header': 'تم بنجاح!',
  'passwordConfirmation.body': 'تم تسجيل دخولك بنجاح.',

  // §5 Strength meter
  'strength.lengthRule':
    '{n, plural, zero {يجب أن تتكون من # حرف على الأقل} one {يجب أن تتكون من حرف واحد على الأقل} two {يجب أن تتكون من حرفين على الأقل} few {يجب أن تتكون من # أحرف على الأقل} many {يجب أن تتكون من # حرفًا على الأقل} other {يجب أن تتكون من # حرف على الأقل}}',
  'strength.complexityRule': 'يجب أن تحتوي على {n} مما يلي: حرف كبير، حرف صغير، رقم، رمز',
  'strength.breached': 'ربما استُخدمت كلمة المرور هذه على موقع آخر تعرض لمشكلة أمنية. يرجى اختيار كلمة مرور أخرى.',
  'strength.ruleMet': 'المتطلب مستوفى: {rule}.',
  'strength.ruleUnmet': 'المتطلب غير مستوفى: {rule}.',
  'strength.label': 'قوة كلمة المرور',
  'strength.score.0': 'ضعيفة جدًا',
  'strength.score.1': 'ضعيفة',
  'strength.score.2': 'مقبولة',
  'strength.score.3': 'قوية',
  'strength.score.4': 'قوية جدًا',
  'strength.valid': 'كلمة المرور صالحة.',
  'strength.level': 'قوة كلمة المرور: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'يسهل تخمين صفوف المفاتيح المتتالية على لوحة المفاتيح.',
  'strength.warning.keyPattern': 'يسهل تخمين الأنماط القصيرة على لوحة المفاتيح.',
  'strength.warning.simpleRepeat': 'يسهل تخمين الأحرف المكررة مثل "aaa".',
  'strength.warning.extendedRepeat': 'يسهل تخمين أنماط الأحرف المكررة مثل "abcabcabc".',
  'strength.warning.sequences': 'يسهل تخمين تسلسلات الأحرف الشائعة مثل "abc".',
  'strength.warning.recentYears': 'يسهل تخمين السنوات الأخيرة.',
  'strength.warning.dates': 'يسهل تخمين التواريخ.',
  'strength.warning.topTen': 'هذه كلمة مرور مستخدمة بكثرة كبيرة.',
  'strength.warning.topHundred': 'هذه كلمة مرور مستخدمة بكثرة.',
  'strength.warning.common': 'هذه كلمة مرور شائعة الاستخدام.',
  'strength.warning.similarToCommon': 'هذه الكلمة تشبه كلمة مرور شائعة الاستخدام.',
  'strength.warning.wordByItself': 'يسهل تخمين الكلمات المفردة.',
  'strength.warning.namesByThemselves': 'يسهل تخمين الأسماء الأولى أو أسماء العائلة وحدها.',
  'strength.warning.commonNames': 'يسهل تخمين الأسماء الأولى وأسماء العائلة الشائعة.',
  'strength.warning.userInputs': 'يجب ألا تحتوي كلمة المرور على بيانات شخصية أو متعلقة بهذه الصفحة.',
  'strength.suggestion.l33t': 'تجنَّب الاستبدالات المتوقعة للأحرف، مثل "@" بدلًا من "a".',
  'strength.suggestion.reverseWords': 'تجنَّب كتابة الكلمات الشائعة بشكل معكوس.',
  'strength.suggestion.allUppercase': 'اكتب بعض الأحرف بالأحرف الكبيرة، لا كلها.',
  'strength.suggestion.capitalization': 'اكتب بالأحرف الكبيرة أكثر من الحرف الأول.',
  'strength.suggestion.dates': 'تجنَّب التواريخ والسنوات المرتبطة بك.',
  'strength.suggestion.recentYears': 'تجنَّب السنوات الأخيرة.',
  'strength.suggestion.associatedYears': 'تجنَّب السنوات المرتبطة بك.',
  'strength.suggestion.sequences': 'تجنَّب تسلسلات الأحرف الشائعة.',
  'strength.suggestion.repeated': 'تجنَّب تكرار الكلمات والأحرف.',
  'strength.suggestion.longerKeyboardPattern': 'استخدم أنماطًا أطول على لوحة المفاتيح وغيِّر اتجاه الكتابة عدة مرات.',
  'strength.suggestion.anotherWord': 'أضف مزيدًا من الكلمات غير الشائعة.',
  'strength.suggestion.useWords': 'استخدم عدة كلمات، لكن تجنَّب العبارات الشائعة.',
  'strength.suggestion.noNeed': 'يمكنك إنشاء كلمات مرور قوية دون استخدام رموز أو أرقام أو أحرف كبيرة.',

  // §2 Passkeys
  'passkeyStart.header': 'إعداد مفتاح مرور جديد',
  'passkeyStart.body1': 'مع مفاتيح المرور، لا حاجة إلى تذكر كلمات مرور معقدة.',
  'passkeyStart.body2': 'مفاتيح المرور هي مفاتيح رقمية مشفرة يتم إنشاؤها باستخدام بصمة الإصبع أو الوجه أو قفل الشاشة.',
  'passkeyStart.create': 'إنشاء مفتاح مرور',
  'passkeyStart.skip': 'تخطي',
  'passkeyStart.noUser': 'خطأ: لا يمكن استخدام المكون PasskeyRegistration بدون مستخدم نشط تمت مصادقته.',
  'passkeySuccess.header': 'تم إنشاء مفتاح المرور بنجاح!',
  'passkeySuccess.existing': 'مفاتيح المرور الحالية',
  'passkeySuccess.another': 'إعداد مفتاح مرور آخر',
  'passkeySuccess.done': 'تم',
  'passkeySuccess.delete': 'حذف',
  'passkeySuccess.cancel': 'إلغاء',
  'passkeySuccess.deleteWarning': 'لا يمكن استعادة مفتاح المرور بعد حذفه.',
  'passkeySuccess.doneNotice': 'تم حفظ مفاتيح المرور.',
  'passkeyRow.nameLabel': 'اسم مفتاح المرور',
  'passkeyRow.edit': 'تعديل اسم {name}',
  'passkeyRow.save': 'حفظ اسم {name}',
  'passkeyRow.delete': 'حذف {name}',
  'passkeyConfirmation.header': 'تم بنجاح',
  'passkeyConfirmation.body': 'تمت المصادقة باستخدام مفتاح المرور بنجاح.',

  // §2 Crypto
  'crypto.connect.header': 'جارٍ الاتصال بمحفظتك…',
  'crypto.connect.hint': 'يرجى إكمال تسجيل الدخول في النافذة المنبثقة من محفظتك.',
  'crypto.retryHint': 'لإعادة المحاولة، يمكن استخدام سهم الرجوع للعودة إلى شاشة تسجيل الدخول.',
  'crypto.sign.header': 'جارٍ إكمال طلب التوقيع…',
  'crypto.setup.header': 'إعداد محفظة عملات مشفرة جديدة',
  'crypto.setup.body': 'يحافظ تسجيل الدخول باستخدام محفظة عملات مشفرة على خصوصية حسابك وأمانه. للبدء، يرجى تنزيل إحدى هذه المحافظ.',
  'crypto.setup.download': 'تنزيل {wallet}',
  'crypto.other.header': 'المتابعة باستخدام محفظة أخرى',
  'crypto.confirmation.header': 'تم بنجاح!',
  'crypto.confirmation.body': 'تم ربط محفظتك بنجاح.',
  'crypto.error.header': 'يبدو أن خطأً قد حدث!',
  'crypto.error.body': 'تعذر إكمال طلب تسجيل الدخول. يرجى استخدام سهم الرجوع للعودة إلى شاشة تسجيل الدخول ثم المحاولة مرة أخرى!',
  'crypto.signFailed': '[خطأ] تعذر توقيع الرسالة',
  'crypto.other.label': 'محافظ العملات المشفرة',

  // Authenticator app (TOTP step-up and enrolment; beyond the spec, in its tone)
  'totp.header': 'إدخال رمز التحقق',
  'totp.body': 'يرجى إدخال الرمز المكون من {digits} أرقام من تطبيق المصادقة.',
  'totp.codeLabel': 'الرمز من تطبيق المصادقة',
  'totp.verifying': 'جارٍ التحقق من الرمز…',
  'totp.useRecoveryCode': 'استخدام رمز استرداد بدلاً من ذلك',
  'totp.codeInvalid': 'الرمز غير صالح، يرجى المحاولة مرة أخرى.',
  'totp.codeReused': 'سبق استخدام هذا الرمز. يرجى انتظار الرمز التالي في تطبيق المصادقة ثم المحاولة مرة أخرى.',
  'totp.recover.header': 'إدخال رمز استرداد',
  'totp.recover.body': 'يرجى إدخال أحد رموز الاسترداد التي تم حفظها عند إعداد تطبيق المصادقة. يصلح كل رمز للاستخدام مرة واحدة.',
  'totp.recover.label': 'رمز الاسترداد',
  'totp.recover.submit': 'متابعة',
  'totp.recover.invalid': 'رمز الاسترداد غير صالح، يرجى المحاولة مرة أخرى. يصلح كل رمز للاستخدام مرة واحدة فقط.',
  'totp.recover.useApp': 'استخدام تطبيق المصادقة بدلاً من ذلك',
  'totp.enroll.header': 'إعداد تطبيق مصادقة',
  'totp.enroll.body': 'يرجى مسح رمز QR هذا ضوئيًا باستخدام تطبيق المصادقة، ثم إدخال الرمز المكون من {digits} أرقام الذي يظهر فيه.',
  'totp.enroll.qrLabel': 'رمز QR للمسح الضوئي باستخدام تطبيق المصادقة',
  'totp.enroll.secretLabel': 'هل يتعذر المسح الضوئي؟ يمكن إدخال هذا المفتاح في التطبيق بدلاً من ذلك:',
  'totp.enroll.copy': 'نسخ المفتاح',
  'totp.enroll.copied': 'تم النسخ',
  'totp.enroll.copyFailed': 'تعذر نسخ المفتاح. يرجى تحديده ونسخه يدويًا.',
  'totp.enroll.creating': 'جارٍ إعداد تطبيق المصادقة',
  'totp.enroll.skip': 'التخطي في الوقت الحالي',
  'totp.codes.header': 'حفظ رموز الاسترداد',
  'totp.codes.body':
    'في حال فقدان الوصول إلى تطبيق المصادقة، يمكن تسجيل الدخول باستخدام أحد هذه الرموز. يصلح كل رمز للاستخدام مرة واحدة. يرجى الاحتفاظ بها في مكان آمن.',
  'totp.codes.listLabel': 'رموز الاسترداد',
  'totp.codes.copy': 'نسخ الرموز',
  'totp.codes.copied': 'تم نسخ رموز الاسترداد',
  'totp.codes.copyFailed': 'تعذر نسخ الرموز. يرجى تحديدها ونسخها يدويًا.',
  'totp.codes.download': 'تنزيل الرموز',
  'totp.codes.fileName': 'رموز-الاسترداد.txt',
  'totp.codes.saved': 'لقد حفظتها',

  // Common
  'common.back': 'رجوع',
  'common.didNotGetIt': 'ألم تصلك الرسالة؟',
  'common.loading': 'جارٍ التحميل',
  'common.success': 'تم بنجاح',
  'common.poweredBy': 'مدعوم من Gatehouse',
  'common.logo': 'الشعار',
  'common.opensInNewTab': '(يُفتح في علامة تبويب جديدة)',
  'common.notifications': 'الإشعارات',
  'common.dismiss': 'إغلاق',
  'common.warning': 'تحذير',
  'common.tryAgain': 'إعادة المحاولة',
  'common.resendIn': '({time})',
  'common.resendWait': 'الوقت المتبقي لإعادة الإرسال: {wait}.',

  // §2 toast area
  'toast.label': 'إشعار',
  'toast.viewportLabel': 'الإشعارات ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'البريد الإلكتروني غير صالح، يرجى المحاولة مرة أخرى.',
  'validation.email': 'عنوان البريد الإلكتروني غير صالح',
  'validation.phone': 'رقم الهاتف غير صالح، يرجى المحاولة مرة أخرى.',

  // §5 Configuration errors
  'config.passkeysAlone': 'خطأ: لا يمكن استخدام مفاتيح المرور وحدها، يرجى إضافة منتج آخر إلى الإعدادات (config).',
  'config.emlAndEmailOtp': 'خطأ: لا يمكن استخدام EML (الرابط السحري عبر البريد الإلكتروني) ورمز OTP عبر البريد الإلكتروني معًا',

  // §8 Errors
  'error.generic': 'يبدو أن خطأً قد حدث!',
  'error.unableToContact': 'تعذر الاتصال بخوادمنا.',
  'error.invalidJson': 'استجابة JSON غير صالحة من خوادمنا.',
  'error.invalidResponse': 'استجابة غير صالحة من الخادم أو لا توجد استجابة',
  'error.otpInvalid': 'رمز المرور غير صالح، يرجى المحاولة مرة أخرى.',
  'error.tooManyRequests': 'تم إرسال عدد كبير جدًا من الطلبات. الوقت المتبقي قبل المحاولة مرة أخرى: {wait}.',
  'error.passkeyLogin': 'حدث خطأ غير معروف أثناء المصادقة باستخدام مفتاح المرور. يرجى المحاولة مرة أخرى.',
  'error.passkeyNotFound':
    'لم يتم العثور على تسجيل مفتاح المرور. ربما تم حذف مفتاح المرور من حسابك دون حذفه من مدير كلمات المرور. يرجى المحاولة مرة أخرى.',
  'error.passkeyEmpty': 'لم يُرجع المتصفح أي مفتاح مرور. يرجى المحاولة مرة أخرى.',
  'error.passkeyAlreadyRegistered':
    'تعذر إنشاء مفتاح المرور لأنه يبدو مسجلاً بالفعل. ربما تم تسجيل مفتاح المرور هذا على جهاز آخر ثم تمت مزامنته عبر الأجهزة.',
  'error.passkeyNotCreated':
    'لم يتم إنشاء مفتاح المرور. يمكن النقر على «إنشاء مفتاح مرور» للمحاولة مرة أخرى، أو التخطي دون إضافة مفتاح مرور.',
  'error.missingPkce': 'يجب إكمال هذه العملية على الجهاز نفسه الذي بدأت عليه.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'المصدر الحالي غير مسموح به لعميل Google هذا. يرجى إضافة {host} (و localhost مع رقم المنفذ، لأغراض التطوير) إلى مصادر JavaScript المعتمدة لعميل Google.',
  'oneTap.invalidClient': 'لم يتم التعرف على معرف عميل Google. يرجى مقارنة معرف العميل في لوحة التحكم بالمعرف في وحدة تحكم Google Cloud.',
  'oneTap.configNotFound': 'لم يتم إعداد أي عميل Google OAuth لهذا المشروع.',
  'oneTap.noLoginRedirect':
    'لم يتم تعيين عناوين URL لإعادة التوجيه بعد تسجيل الدخول. يرجى إضافتها في لوحة التحكم ليتسنى التحقق من oauthOptions.loginRedirectURL.',
  'oneTap.noSignupRedirect':
    'لم يتم تعيين عناوين URL لإعادة التوجيه بعد الاشتراك. يرجى إضافتها في لوحة التحكم ليتسنى التحقق من oauthOptions.signupRedirectURL.',
  'oneTap.defaultProviderNotAllowed': 'ميزة One Tap غير متاحة مع عميل Google الافتراضي. يرجى إعداد عميل Google خاص لاستخدامها.',

  // API errors (src/wire/errors.ts API_ERRORS), in the catalogue's order
  'apiError.bad_request': 'تعذر فهم الطلب.',
  'apiError.invalid_json': 'نص الطلب ليس بتنسيق JSON صالح.',
  'apiError.unsupported_content_type': 'يجب إرسال نص الطلب بتنسيق application/json.',
  'apiError.request_too_large': 'حجم نص الطلب أكبر مما يقبله المحاكي (1 MiB).',
  'apiError.route_not_found': 'لا يوجد مسار API يطابق طريقة الطلب هذه وهذا المسار.',
  'apiError.unauthorized_credentials': 'الرمز المميز العام أو بيانات الاعتماد في ترويسة Authorization غير صالحة لهذا المشروع.',
  'apiError.session_not_found': 'تعذر العثور على الجلسة: ربما انتهت صلاحيتها أو تم إبطالها أو لم تكن موجودة أصلاً.',
  'apiError.user_unauthenticated': 'يتطلب هذا الاستدعاء جلسة نشطة، ولم يتم إرسال أي جلسة.',
  'apiError.origin_not_allowed': 'هذا المصدر ليس ضمن المصادر المسموح بها في المشروع.',
  'apiError.host_not_allowed': 'لا يستجيب المحاكي إلا لأسماء المضيف الخاصة به (localhost، 127.0.0.1، [::1]، والمضيف الذي شُغّل به).',
  'apiError.session_too_old_to_reset_password':
    'لا يمكن استخدام الجلسة المقدمة لإعادة تعيين كلمة المرور، إذ لا تتضمن عامل مصادقة بكلمة مرور أو برابط سحري عبر البريد الإلكتروني أو برمز OTP عبر البريد الإلكتروني خلال آخر 5 دقائق. يرجى المصادقة مرة أخرى قبل إعادة المحاولة.',
  'apiError.stale_factors':
    'يتطلب هذا التغيير تسجيل دخول حديثًا: لا تتضمن الجلسة أي عامل تمت مصادقته خلال آخر 5 دقائق. يرجى المصادقة مرة أخرى ثم إعادة المحاولة.',
  'apiError.invalid_email': 'عنوان البريد الإلكتروني غير صالح.',
  'apiError.invalid_phone_number': 'يجب أن يكون رقم الهاتف بتنسيق E.164، مثل +15555550123.',
  'apiError.invalid_metadata': 'يجب أن تكون قيمة untrusted_metadata كائن JSON لا يتجاوز حجمه 4096 بايت.',
  'apiError.user_not_found': 'تعذر العثور على المستخدم.',
  'apiError.organization_not_found': 'لا توجد مؤسسة بمعرف organization_id هذا.',
  'apiError.email_not_found': 'لا يوجد مستخدم بعنوان البريد الإلكتروني هذا.',
  'apiError.phone_number_not_found': 'لا يوجد مستخدم برقم الهاتف هذا.',
  'apiError.duplicate_email': 'عنوان البريد الإلكتروني هذا يخص مستخدمًا آخر بالفعل.',
  'apiError.duplicate_phone_number': 'رقم الهاتف هذا يخص مستخدمًا آخر بالفعل.',
  'apiError.too_many_unverified_factors': 'تعذر إنشاء عامل مصادقة جديد. لدى هذا المستخدم عدد كبير جدًا من العوامل التي لم يتم التحقق منها.',
  'apiError.redirect_url_not_allowed': 'عنوان URL لإعادة التوجيه ليس ضمن عناوين URL لإعادة التوجيه المسموح بها في المشروع.',
  'apiError.unable_to_auth_magic_link': 'تعذرت مصادقة الرابط السحري.',
  'apiError.pkce_mismatch': 'لا تطابق قيمة code_verifier قيمة code_challenge التي صدر بها هذا الرمز المميز (pkce).',
  'apiError.missing_code_challenge': 'يتطلب هذا المشروع PKCE (pkce): يجب إرسال code_challenge.',
  'apiError.otp_code_not_found':
    'لا يوجد رمز مرور نشط لمعرف method_id هذا: ربما انتهت صلاحيته أو تم استخدامه أو استُبدل برمز أحدث أو تجاوزت المحاولات الخاطئة الحد المسموح به.',
  'apiError.unable_to_auth_otp_code': 'رمز المرور غير صحيح.',
  'apiError.weak_password': 'كلمة المرور ضعيفة جدًا بالنسبة إلى سياسة كلمات المرور في المشروع.',
  'apiError.breached_password':
    'تظهر كلمة المرور هذه في قائمة بكلمات مرور تم تسريبها في عمليات اختراق للبيانات. يرجى اختيار كلمة مرور أخرى.',
  'apiError.reset_password': 'يجب إعادة تعيين كلمة مرور هذا المستخدم قبل استخدامها لتسجيل الدخول.',
  'apiError.password_not_found': 'ليس لدى هذا المستخدم كلمة مرور.',
  'apiError.totp_not_found': 'تعذر العثور على تسجيل TOTP لهذا المستخدم.',
  'apiError.crypto_wallet_not_found': 'تعذر العثور على محفظة العملات المشفرة لهذا المستخدم.',
  'apiError.oauth_user_registration_not_found': 'تعذر العثور على تسجيل OAuth لهذا المستخدم.',
  'apiError.webauthn_registration_not_found': 'تعذر العثور على تسجيل WebAuthn لهذا المستخدم.',
  'apiError.biometric_registration_not_found': 'تعذر العثور على تسجيل المقاييس الحيوية لهذا المستخدم.',
  'apiError.too_many_requests': 'تم إرسال عدد كبير جدًا من الطلبات.',
  'apiError.internal_server_error': 'واجه المحاكي خطأً غير متوقع. تتوفر التفاصيل في سجل المحاكي.',

  'apiError.invalid_oauth_provider': 'موفر OAuth هذا ليس من الموفرين المدعومين.',
  'apiError.public_token_required': 'معلمة الاستعلام public_token مطلوبة.',
  'apiError.no_match_for_provided_oauth_url': 'عنوان URL لإعادة التوجيه ليس ضمن عناوين URL لإعادة التوجيه المسموح بها في المشروع.',
  'apiError.invalid_pkce_code_challenge':
    'يجب أن تكون قيمة code_challenge هي SHA-256 لقيمة code_verifier بترميز base64url (43 حرفًا، PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'يجب أن تتكون قيمة code_verifier من 43 إلى 128 حرفًا من [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier': 'صدر هذا الرمز المميز مع code_challenge (pkce): يجب إرسال قيمة code_verifier المطابقة.',
  'apiError.pkce_did_not_expect_code_verifier': 'صدر هذا الرمز المميز بدون code_challenge، لذا لا يُتوقع إرسال code_verifier (pkce).',
  'apiError.oauth_token_not_found':
    'تعذر العثور على الرمز المميز لـ OAuth: ربما انتهت صلاحيته أو تم استخدامه بالفعل أو لم يكن موجودًا أصلاً.',
  'apiError.oauth_invalid_state': 'انتهت صلاحية محاولة تسجيل الدخول هذه أو اكتملت بالفعل. يرجى بدء تسجيل الدخول من جديد.',
  'apiError.invalid_identity': 'تتطلب هوية الاختبار عنوان بريد إلكتروني صالحًا.',

  'apiError.oauth_config_not_found': 'لم يتم إعداد أي عميل Google OAuth لهذا المشروع.',
  'apiError.no_login_redirect_urls_set':
    'لا توجد في المشروع عناوين URL لإعادة التوجيه بعد تسجيل الدخول، لذا لا يمكن التحقق من oauthOptions.loginRedirectURL.',
  'apiError.no_signup_redirect_urls_set':
    'لا توجد في المشروع عناوين URL لإعادة التوجيه بعد الاشتراك، لذا لا يمكن التحقق من oauthOptions.signupRedirectURL.',
  'apiError.default_provider_not_allowed': 'لا يمكن استخدام عميل Google الافتراضي مع One Tap: يرجى إعداد عميل Google خاص.',
  'apiError.invalid_callback_id': 'معرف معاودة الاتصال الخاص بـ One Tap غير معروف أو انتهت صلاحيته أو سبق استخدامه.',
  'apiError.id_token_invalid': 'الرمز المميز للمعرف من Google غير صالح.',
  'apiError.id_token_expired': 'انتهت صلاحية الرمز المميز للمعرف من Google.',
  'apiError.id_token_incorrect_audience': 'صدر الرمز المميز للمعرف من Google لعميل آخر غير عميل Google الخاص بالمشروع.',

  'apiError.invalid_webauthn_registration_domain': 'يجب أن تكون قيمة domain اسم مضيف (معرف الطرف المعتمد) يطابق المصدر المستدعي.',
  'apiError.invalid_authenticator_type': "يجب أن تكون قيمة authenticator_type إما 'platform' أو 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'قيمة public_key_credential ليست بيانات اعتماد WebAuthn صالحة (سلسلة JSON).',
  'apiError.no_pending_webauthn_registration':
    'لا يوجد تحدٍ معلق لـ WebAuthn يطابق بيانات الاعتماد هذه: ربما انتهت صلاحيته أو تم استخدامه أو لم يكن موجودًا أصلاً.',
  'apiError.unable_to_register_webauthn_registration': 'تعذر التحقق من تسجيل WebAuthn.',
  'apiError.duplicate_webauthn_registration': 'بيانات الاعتماد هذه مسجلة بالفعل.',
  'apiError.unable_to_auth_webauthn_registration': 'تعذر التحقق من تأكيد WebAuthn.',
  'apiError.no_active_webauthn_registrations': 'ليس لدى هذا المستخدم أي تسجيلات WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'يجب ألا يكون اسم تسجيل WebAuthn فارغًا.',

  'apiError.invalid_expiration': 'يجب أن تكون قيمة expiration_minutes عددًا صحيحًا من 5 إلى 1440.',
  'apiError.active_totp_exists': 'لدى هذا المستخدم تسجيل TOTP نشط بالفعل. يجب حذفه قبل إنشاء تسجيل آخر.',
  'apiError.totps_not_found_for_user': 'ليس لدى هذا المستخدم تسجيل TOTP.',
  'apiError.expired_totp': 'انتهت صلاحية تسجيل TOTP قبل التحقق منه. يرجى إنشاء تسجيل جديد.',
  'apiError.invalid_totp_code': 'يجب أن تتكون قيمة totp_code من 6 أرقام.',
  'apiError.unable_to_authenticate_totp': 'رمز TOTP غير صحيح.',
  'apiError.totp_code_already_authenticated': 'سبق استخدام رمز TOTP هذا؛ يرجى انتظار الرمز التالي (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'يبدو أن هذا رمز استرداد: يجب استخدام استدعاء recover لرموز الاسترداد.',
  'apiError.totp_code_used_as_recovery_code': 'يبدو أن هذا رمز TOTP: يجب استخدام totps/authenticate للرموز الواردة من التطبيق.',
  'apiError.recovery_codes_not_found': 'ليس لدى هذا المستخدم تسجيل TOTP تم التحقق منه ويتضمن رموز استرداد.',
  'apiError.unable_to_authenticate_recovery_code': 'رمز الاسترداد غير صحيح أو سبق استخدامه.',

  'apiError.invalid_wallet_type': "يجب أن تكون قيمة crypto_wallet_type إما 'ethereum' أو 'solana'.",
  'apiError.invalid_ethereum_address': 'العنوان ليس عنوان إيثريوم صالحًا (0x متبوعًا بـ 40 رقمًا سداسيًا عشريًا).',
  'apiError.invalid_solana_address': 'العنوان ليس عنوان سولانا صالحًا (مفتاح عام ed25519 بترميز base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe':
    'ينطبق تسجيل الدخول باستخدام إيثريوم (Sign-In With Ethereum) على محافظ إيثريوم فقط.',
  'apiError.invalid_siwe_uri': 'يجب أن تكون قيمة siwe_params.uri عنوان URI من نوع http(s) على مصدر مسموح به.',
  'apiError.invalid_siwe_domain': 'يجب أن تكون قيمة siwe_params.domain هي مضيف siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'يجب أن تكون قيمة siwe_params.chain_id عددًا صحيحًا موجبًا (EIP-155).',
  'apiError.invalid_siwe_statement': 'يجب أن تكون قيمة siwe_params.statement سطرًا واحدًا لا يتجاوز 1024 حرفًا.',
  'apiError.invalid_siwe_resource': 'يجب أن تكون قيم siwe_params.resources عناوين URI.',
  'apiError.invalid_siwe_message_request_id': 'يجب أن تكون قيمة siwe_params.message_request_id سطرًا واحدًا من أحرف قابلة للطباعة.',
  'apiError.invalid_siwe_timestamp': 'يجب أن تكون قيمتا siwe_params.issued_at و not_before طوابع زمنية بتنسيق RFC 3339.',
  'apiError.duplicate_wallet_address': 'عنوان المحفظة هذا يخص مستخدمًا آخر بالفعل.',
  'apiError.crypto_wallet_challenge_not_found': 'لا يوجد تحدٍ معلق لهذه المحفظة: ربما انتهت صلاحيته أو تم استخدامه أو لم يبدأ أصلاً.',
  'apiError.siwe_message_not_valid_yet': 'رسالة تسجيل الدخول باستخدام إيثريوم (Sign-In With Ethereum) غير صالحة بعد (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'تعذر التحقق من التوقيع لهذه المحفظة وهذا التحدي.',
};

export default messages;

/**
 * Arabic's digits, said outright (issue 40): Western (Latin) digits, as CLDR 46 gives `ar` and as the passcode,
 * the phone number and the address beside them are written. Browsers on older CLDR data format a bare `ar` with
 * Arabic-Indic digits (٤:٥٩), which then stood next to Latin ones in one sentence.
 */
export const intl = 'ar-u-nu-latn';
