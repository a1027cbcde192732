/**
 * Greek (Ελληνικά) — register: polite plural ("Εισαγάγετε τον κωδικό", "Δοκιμάστε ξανά"), as Google's, Apple's
 * and Greek banks' sign-in screens address users; buttons are verbs in the polite imperative or nouns
 * ("Συνέχεια", "Δημιουργία κλειδιού πρόσβασης"). Typography: «…» quotes, the Greek question mark ";".
 * Counts follow Intl.PluralRules('el') (one other). Product names kept as Greek users see them: «κλειδί
 * πρόσβασης» (Google's and Apple's Greek term for passkey), «κωδικός πρόσβασης», «κωδικός μίας χρήσης», «email»,
 * «εφαρμογή ελέγχου ταυτότητας», «πορτοφόλι κρυπτονομισμάτων»; Gmail, Yahoo, Outlook, WhatsApp, Google, One Tap.
 * Machine-drafted (issue 40), not yet reviewed by a native speaker.
 */
import { accountEl } from './account/el.js';
const messages = {
  ...accountEl,
  // §2 Main
  'main.header': 'Εγγραφείτε ή συνδεθείτε',
  'main.passkeyLogin': 'Σύνδεση με κλειδί πρόσβασης',
  'main.tabs.label': 'Επιλέξτε πώς θα λάβετε τον κωδικό',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Email',
  'main.continueWithEmail': 'Συνέχεια με email',
  'main.continueWithPhone': 'Συνέχεια με SMS',
  'main.continueWithWhatsApp': 'Συνέχεια με WhatsApp',
  'main.continue': 'Συνέχεια',
  'main.divider': 'ή',
  'social.continueWith': 'Συνέχεια με {provider}',
  'wallet.continueWith': 'Συνέχεια με {wallet}',
  'wallet.name.ethereum': 'Πορτοφόλι Ethereum',
  'wallet.name.solana': 'Πορτοφόλι Solana',
  'wallet.other': 'Συνέχεια με άλλο πορτοφόλι κρυπτονομισμάτων',
  'wallet.setup': 'Δημιουργία νέου πορτοφολιού κρυπτονομισμάτων',
  'oneTap.loading': 'Φόρτωση σύνδεσης Google',

  // Fields
  'field.email.label': 'Διεύθυνση email',
  'field.email.placeholder': 'paradeigma@email.com',
  'field.phone.label': 'Αριθμός τηλεφώνου',
  'field.phone.country': 'Χώρα',
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '691 234 5678',
  'field.password.label': 'Κωδικός πρόσβασης',
  'field.newPassword.label': 'Νέος κωδικός πρόσβασης',
  'field.password.show': 'Εμφάνιση κωδικού πρόσβασης',
  'field.password.hide': 'Απόκρυψη κωδικού πρόσβασης',
  'field.otp.label': 'Κωδικός μίας χρήσης',
  'field.required': 'Υποχρεωτικό',

  // §2 OTPAuthenticate
  'otp.header': 'Εισαγάγετε τον κωδικό',
  'otp.sentTo':
    '{channel, select, email {Στείλαμε έναν {digits}ψήφιο κωδικό στη διεύθυνση {destination}.} sms {Στείλαμε έναν {digits}ψήφιο κωδικό με SMS στον αριθμό {destination}.} other {Στείλαμε έναν {digits}ψήφιο κωδικό μέσω WhatsApp στον αριθμό {destination}.}}',
  'otp.verifying': 'Επαλήθευση κωδικού…',
  'otp.expiresIn': 'Ο κωδικός λήγει σε {time}.',
  'otp.expired': 'Ο κωδικός έληξε.',
  'otp.resend': 'Επαναποστολή κωδικού',
  'otp.resent': 'Ο κωδικός στάλθηκε ξανά',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Επιτυχία',
  'otpConfirmation.body': 'Ο κωδικός επαληθεύτηκε.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Ελέγξτε το email σας',
  'emailConfirmation.body': 'Στείλαμε ένα email στο {email}.',
  'emailConfirmation.openGmail': 'Άνοιγμα Gmail',
  'emailConfirmation.openYahoo': 'Άνοιγμα Yahoo',
  'emailConfirmation.openOutlook': 'Άνοιγμα Outlook',
  'emailConfirmation.resend': 'Επαναποστολή email',
  'emailConfirmation.tryAgain': 'Δοκιμάστε ξανά',
  'emailConfirmation.resent': 'Το email στάλθηκε ξανά',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Δημιουργία λογαριασμού',
  'password.new.body': 'Ορίστε έναν κωδικό πρόσβασης για να ολοκληρώσετε τη δημιουργία του λογαριασμού σας.',
  'password.new.submit': 'Συνέχεια',
  'password.login.header': 'Σύνδεση',
  'password.login.submit': 'Συνέχεια',
  'password.forgot': 'Ξεχάσατε τον κωδικό πρόσβασης;',
  'password.emailLoginLink': 'Αποστολή συνδέσμου σύνδεσης με email',
  'password.emailLoginCode': 'Αποστολή κωδικού σύνδεσης με email',
  'password.passwordless.header': 'Ελέγξτε το email σας',
  'password.passwordless.body': 'Στείλαμε έναν σύνδεσμο ή κωδικό σύνδεσης στο {email}.',
  'password.createInstead': 'Δημιουργία κωδικού πρόσβασης',
  'password.loginWithoutPassword': 'Σύνδεση χωρίς κωδικό πρόσβασης',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Ξεχάσατε τον κωδικό πρόσβασης;',
  'passwordForgot.body': 'Στείλαμε έναν σύνδεσμο επαναφοράς κωδικού πρόσβασης στο {email}.',
  'passwordBreached.header': 'Ελέγξτε το email σας για να ορίσετε νέο κωδικό πρόσβασης',
  'passwordBreached.body':
    'Ένας άλλος ιστότοπος όπου χρησιμοποιείτε τον ίδιο κωδικό πρόσβασης είχε πρόσφατα πρόβλημα ασφαλείας. Για την ασφάλειά σας, στείλαμε ένα email στο {email} για να επαναφέρετε τον κωδικό πρόσβασής σας.',
  'passwordSetNew.header': 'Ελέγξτε το email σας!',
  'passwordSetNew.body': 'Στείλαμε έναν σύνδεσμο σύνδεσης στο {email}.',
  'passwordDedupe.header': 'Ελέγξτε το email σας για να ορίσετε νέο κωδικό πρόσβασης!',
  'passwordDedupe.body': 'Στείλαμε έναν σύνδεσμο σύνδεσης στο {email} για να επιβεβαιώσουμε ότι είστε εσείς.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Επαναφορά κωδικού πρόσβασης',
  'passwordReset.submit': 'Συνέχεια',
  'passwordReset.loggingIn': 'Σύνδεση…',
  'passwordReset.autoLoggingIn': 'Σύνδεση',
  'passwordReset.noToken':
    'Αυτός ο σύνδεσμος επαναφοράς κωδικού πρόσβασης δεν είναι έγκυρος ή έχει λήξει. Ζητήστε νέο από τη φόρμα σύνδεσης.',
  'passwordConfirmation.header': 'Επιτυχία!',
  'passwordConfirmation.body': 'Συνδεθήκατε.',

  // §5 Strength meter
  'strength.lengthRule': '{n, plural, one {Πρέπει να έχει τουλάχιστον # χαρακτήρα} other {Πρέπει να έχει τουλάχιστον # χαρακτήρες}}',
  'strength.complexityRule': 'Πρέπει να περιέχει {n} από τα εξής: κεφαλαίο γράμμα, πεζό γράμμα, αριθμό, σύμβολο',
  'strength.breached':
    'Αυτός ο κωδικός πρόσβασης μπορεί να έχει χρησιμοποιηθεί σε άλλον ιστότοπο που είχε πρόβλημα ασφαλείας. Επιλέξτε άλλον κωδικό πρόσβασης.',
  'strength.ruleMet': 'Η απαίτηση πληρείται: {rule}.',
  'strength.ruleUnmet': 'Η απαίτηση δεν πληρείται: {rule}.',
  'strength.label': 'Ισχύς κωδικού πρόσβασης',
  'strength.score.0': 'Πολύ αδύναμος',
  'strength.score.1': 'Αδύναμος',
  'strength.score.2': 'Μέτριος',
  'strength.score.3': 'Ισχυρός',
  'strength.score.4': 'Πολύ ισχυρός',
  'strength.valid': 'Ο κωδικός πρόσβασης είναι έγκυρος.',
  'strength.level': 'Ισχύς κωδικού πρόσβασης: {level}.',
  'strength.nextSentence': '{first} {second}',
  'strength.warning.straightRow': 'Οι ευθείες σειρές πλήκτρων στο πληκτρολόγιο μαντεύονται εύκολα.',
  'strength.warning.keyPattern': 'Τα σύντομα μοτίβα πληκτρολογίου μαντεύονται εύκολα.',
  'strength.warning.simpleRepeat': 'Οι επαναλαμβανόμενοι χαρακτήρες όπως «aaa» μαντεύονται εύκολα.',
  'strength.warning.extendedRepeat': 'Τα επαναλαμβανόμενα μοτίβα χαρακτήρων όπως «abcabcabc» μαντεύονται εύκολα.',
  'strength.warning.sequences': 'Οι συνηθισμένες ακολουθίες χαρακτήρων όπως «abc» μαντεύονται εύκολα.',
  'strength.warning.recentYears': 'Οι πρόσφατες χρονιές μαντεύονται εύκολα.',
  'strength.warning.dates': 'Οι ημερομηνίες μαντεύονται εύκολα.',
  'strength.warning.topTen': 'Αυτός ο κωδικός πρόσβασης χρησιμοποιείται πάρα πολύ.',
  'strength.warning.topHundred': 'Αυτός ο κωδικός πρόσβασης χρησιμοποιείται συχνά.',
  'strength.warning.common': 'Αυτός είναι ένας συνηθισμένος κωδικός πρόσβασης.',
  'strength.warning.similarToCommon': 'Αυτός μοιάζει με συνηθισμένο κωδικό πρόσβασης.',
  'strength.warning.wordByItself': 'Οι μεμονωμένες λέξεις μαντεύονται εύκολα.',
  'strength.warning.namesByThemselves': 'Τα μεμονωμένα ονόματα ή επώνυμα μαντεύονται εύκολα.',
  'strength.warning.commonNames': 'Τα συνηθισμένα ονόματα και επώνυμα μαντεύονται εύκολα.',
  'strength.warning.userInputs': 'Δεν πρέπει να περιέχει προσωπικά δεδομένα ή δεδομένα σχετικά με τη σελίδα.',
  'strength.suggestion.l33t': 'Αποφύγετε προβλέψιμες αντικαταστάσεις γραμμάτων, όπως «@» αντί για «a».',
  'strength.suggestion.reverseWords': 'Αποφύγετε συνηθισμένες λέξεις γραμμένες ανάποδα.',
  'strength.suggestion.allUppercase': 'Γράψτε με κεφαλαία μερικά γράμματα, αλλά όχι όλα.',
  'strength.suggestion.capitalization': 'Γράψτε με κεφαλαία περισσότερα από το πρώτο γράμμα.',
  'strength.suggestion.dates': 'Αποφύγετε ημερομηνίες και χρονιές που σχετίζονται με εσάς.',
  'strength.suggestion.recentYears': 'Αποφύγετε τις πρόσφατες χρονιές.',
  'strength.suggestion.associatedYears': 'Αποφύγετε χρονιές που σχετίζονται με εσάς.',
  'strength.suggestion.sequences': 'Αποφύγετε συνηθισμένες ακολουθίες χαρακτήρων.',
  'strength.suggestion.repeated': 'Αποφύγετε επαναλαμβανόμενες λέξεις και χαρακτήρες.',
  'strength.suggestion.longerKeyboardPattern': 'Χρησιμοποιήστε μεγαλύτερα μοτίβα πληκτρολογίου και αλλάξτε κατεύθυνση αρκετές φορές.',
  'strength.suggestion.anotherWord': 'Προσθέστε περισσότερες λιγότερο συνηθισμένες λέξεις.',
  'strength.suggestion.useWords': 'Χρησιμοποιήστε πολλές λέξεις, αλλά αποφύγετε τις συνηθισμένες φράσεις.',
  'strength.suggestion.noNeed': 'Μπορείτε να δημιουργήσετε ισχυρούς κωδικούς χωρίς σύμβολα, αριθμούς ή κεφαλαία γράμματα.',

  // §2 Passkeys
  'passkeyStart.header': 'Δημιουργία νέου κλειδιού πρόσβασης',
  'passkeyStart.body1': 'Με τα κλειδιά πρόσβασης δεν χρειάζεται να θυμάστε πολύπλοκους κωδικούς.',
  'passkeyStart.body2':
    'Τα κλειδιά πρόσβασης είναι κρυπτογραφημένα ψηφιακά κλειδιά που δημιουργείτε με το δακτυλικό σας αποτύπωμα, το πρόσωπό σας ή το κλείδωμα οθόνης.',
  'passkeyStart.create': 'Δημιουργία κλειδιού πρόσβασης',
  'passkeyStart.skip': 'Παράλειψη',
  'passkeyStart.noUser': 'Σφάλμα: Το στοιχείο PasskeyRegistration δεν μπορεί να χρησιμοποιηθεί χωρίς ενεργό, επαληθευμένο χρήστη.',
  'passkeySuccess.header': 'Το κλειδί πρόσβασης δημιουργήθηκε!',
  'passkeySuccess.existing': 'Υπάρχοντα κλειδιά πρόσβασης',
  'passkeySuccess.another': 'Δημιουργία άλλου κλειδιού πρόσβασης',
  'passkeySuccess.done': 'Τέλος',
  'passkeySuccess.delete': 'Διαγραφή',
  'passkeySuccess.cancel': 'Ακύρωση',
  'passkeySuccess.deleteWarning': 'Ένα κλειδί πρόσβασης που διαγράφεται δεν μπορεί να ανακτηθεί.',
  'passkeySuccess.doneNotice': 'Τα κλειδιά πρόσβασης αποθηκεύτηκαν.',
  'passkeyRow.nameLabel': 'Όνομα κλειδιού πρόσβασης',
  'passkeyRow.edit': 'Επεξεργασία ονόματος: {name}',
  'passkeyRow.save': 'Αποθήκευση ονόματος: {name}',
  'passkeyRow.delete': 'Διαγραφή: {name}',
  'passkeyConfirmation.header': 'Επιτυχία',
  'passkeyConfirmation.body': 'Το κλειδί πρόσβασης επαληθεύτηκε.',

  // §2 Crypto
  'crypto.connect.header': 'Σύνδεση με το πορτοφόλι σας…',
  'crypto.connect.hint': 'Ολοκληρώστε τη σύνδεση στο αναδυόμενο παράθυρο του πορτοφολιού σας.',
  'crypto.retryHint': 'Για να δοκιμάσετε ξανά, επιστρέψτε στην οθόνη σύνδεσης με το βέλος επιστροφής.',
  'crypto.sign.header': 'Ολοκλήρωση αιτήματος υπογραφής…',
  'crypto.setup.header': 'Δημιουργία νέου πορτοφολιού κρυπτονομισμάτων',
  'crypto.setup.body':
    'Η σύνδεση με πορτοφόλι κρυπτονομισμάτων κρατά τον λογαριασμό σας ιδιωτικό και ασφαλή. Για να ξεκινήσετε, κατεβάστε ένα από αυτά τα πορτοφόλια.',
  'crypto.setup.download': 'Λήψη {wallet}',
  'crypto.other.header': 'Συνέχεια με άλλο πορτοφόλι',
  'crypto.confirmation.header': 'Επιτυχία!',
  'crypto.confirmation.body': 'Το πορτοφόλι σας συνδέθηκε.',
  'crypto.error.header': 'Φαίνεται ότι παρουσιάστηκε σφάλμα!',
  'crypto.error.body':
    'Δεν ήταν δυνατή η ολοκλήρωση της σύνδεσης. Επιστρέψτε στην οθόνη σύνδεσης με το βέλος επιστροφής και δοκιμάστε ξανά!',
  'crypto.signFailed': '[Σφάλμα] Δεν ήταν δυνατή η υπογραφή του μηνύματος',
  'crypto.other.label': 'Πορτοφόλια κρυπτονομισμάτων',

  // Authenticator app
  'totp.header': 'Εισαγάγετε τον κωδικό επαλήθευσης',
  'totp.body': 'Εισαγάγετε τον {digits}ψήφιο κωδικό από την εφαρμογή ελέγχου ταυτότητας.',
  'totp.codeLabel': 'Κωδικός από την εφαρμογή ελέγχου ταυτότητας',
  'totp.verifying': 'Επαλήθευση κωδικού…',
  'totp.useRecoveryCode': 'Χρήση κωδικού ανάκτησης',
  'totp.codeInvalid': 'Μη έγκυρος κωδικός. Δοκιμάστε ξανά.',
  'totp.codeReused':
    'Αυτός ο κωδικός έχει ήδη χρησιμοποιηθεί. Περιμένετε τον επόμενο κωδικό στην εφαρμογή ελέγχου ταυτότητας και δοκιμάστε ξανά.',
  'totp.recover.header': 'Εισαγάγετε κωδικό ανάκτησης',
  'totp.recover.body':
    'Εισαγάγετε έναν από τους κωδικούς ανάκτησης που αποθηκεύσατε κατά τη ρύθμιση της εφαρμογής ελέγχου ταυτότητας. Κάθε κωδικός λειτουργεί μία φορά.',
  'totp.recover.label': 'Κωδικός ανάκτησης',
  'totp.recover.submit': 'Συνέχεια',
  'totp.recover.invalid': 'Μη έγκυρος κωδικός ανάκτησης. Δοκιμάστε ξανά. Κάθε κωδικός λειτουργεί μόνο μία φορά.',
  'totp.recover.useApp': 'Χρήση της εφαρμογής ελέγχου ταυτότητας',
  'totp.enroll.header': 'Ρύθμιση εφαρμογής ελέγχου ταυτότητας',
  'totp.enroll.body':
    'Σαρώστε αυτόν τον κωδικό QR με την εφαρμογή ελέγχου ταυτότητας και, στη συνέχεια, εισαγάγετε τον {digits}ψήφιο κωδικό που εμφανίζει.',
  'totp.enroll.qrLabel': 'Κωδικός QR για σάρωση με την εφαρμογή ελέγχου ταυτότητας',
  'totp.enroll.secretLabel': 'Δεν μπορείτε να τον σαρώσετε; Εισαγάγετε αυτό το κλειδί στην εφαρμογή:',
  'totp.enroll.copy': 'Αντιγραφή κλειδιού',
  'totp.enroll.copied': 'Αντιγράφηκε',
  'totp.enroll.copyFailed': 'Δεν ήταν δυνατή η αντιγραφή του κλειδιού. Επιλέξτε το και αντιγράψτε το μόνοι σας.',
  'totp.enroll.creating': 'Ρύθμιση της εφαρμογής ελέγχου ταυτότητας',
  'totp.enroll.skip': 'Παράλειψη προς το παρόν',
  'totp.codes.header': 'Αποθηκεύστε τους κωδικούς ανάκτησης',
  'totp.codes.body':
    'Αν χάσετε την πρόσβαση στην εφαρμογή ελέγχου ταυτότητας, μπορείτε να συνδεθείτε με έναν από αυτούς τους κωδικούς. Κάθε κωδικός λειτουργεί μία φορά. Φυλάξτε τους σε ασφαλές μέρος.',
  'totp.codes.listLabel': 'Κωδικοί ανάκτησης',
  'totp.codes.copy': 'Αντιγραφή κωδικών',
  'totp.codes.copied': 'Οι κωδικοί ανάκτησης αντιγράφηκαν',
  'totp.codes.copyFailed': 'Δεν ήταν δυνατή η αντιγραφή των κωδικών. Επιλέξτε τους και αντιγράψτε τους μόνοι σας.',
  'totp.codes.download': 'Λήψη κωδικών',
  'totp.codes.fileName': 'kodikoi-anaktisis.txt',
  'totp.codes.saved': 'Τους αποθήκευσα',

  // Common
  'common.back': 'Πίσω',
  'common.didNotGetIt': 'Δεν το λάβατε;',
  'common.loading': 'Φόρτωση',
  'common.success': 'Επιτυχία',
  'common.poweredBy': 'Με την υποστήριξη του Gatehouse',
  'common.logo': 'Λογότυπο',
  'common.opensInNewTab': '(ανοίγει σε νέα καρτέλα)',
  'common.notifications': 'Ειδοποιήσεις',
  'common.dismiss': 'Κλείσιμο',
  'common.warning': 'Προειδοποίηση',
  'common.tryAgain': 'Δοκιμάστε ξανά',
  'common.resendIn': '({time})',
  'common.resendWait': 'Μπορείτε να στείλετε ξανά σε {wait}.',

  // §2 toast area
  'toast.label': 'Ειδοποίηση',
  'toast.viewportLabel': 'Ειδοποιήσεις ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Μη έγκυρο email. Δοκιμάστε ξανά.',
  'validation.email': 'Μη έγκυρη διεύθυνση email',
  'validation.phone': 'Μη έγκυρος αριθμός τηλεφώνου. Δοκιμάστε ξανά.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Σφάλμα: Τα κλειδιά πρόσβασης δεν μπορούν να χρησιμοποιηθούν μόνα τους. Προσθέστε άλλο προϊόν στη διαμόρφωση.',
  'config.emlAndEmailOtp': 'Σφάλμα: Δεν μπορούν να χρησιμοποιηθούν μαζί το EML και το OTP μέσω email',

  // §8 Errors
  'error.generic': 'Φαίνεται ότι παρουσιάστηκε σφάλμα!',
  'error.unableToContact': 'Δεν είναι δυνατή η επικοινωνία με τους διακομιστές μας.',
  'error.invalidJson': 'Μη έγκυρη απάντηση JSON από τους διακομιστές μας.',
  'error.invalidResponse': 'Μη έγκυρη ή καμία απάντηση από τον διακομιστή',
  'error.otpInvalid': 'Μη έγκυρος κωδικός. Δοκιμάστε ξανά.',
  'error.tooManyRequests': 'Έγιναν πάρα πολλά αιτήματα. Δοκιμάστε ξανά σε {wait}.',
  'error.passkeyLogin': 'Παρουσιάστηκε άγνωστο σφάλμα κατά τον έλεγχο ταυτότητας με κλειδί πρόσβασης. Δοκιμάστε ξανά.',
  'error.passkeyNotFound':
    'Δεν βρέθηκε η εγγραφή του κλειδιού πρόσβασης. Ίσως διαγράψατε το κλειδί από τον λογαριασμό σας αλλά όχι από τη διαχείριση κωδικών πρόσβασης. Δοκιμάστε ξανά.',
  'error.passkeyEmpty': 'Το πρόγραμμα περιήγησης δεν επέστρεψε κλειδί πρόσβασης. Δοκιμάστε ξανά.',
  'error.passkeyAlreadyRegistered':
    'Δεν είναι δυνατή η δημιουργία του κλειδιού πρόσβασης, επειδή φαίνεται ότι είναι ήδη καταχωρισμένο. Ίσως καταχωρίστηκε σε άλλη συσκευή και συγχρονίστηκε μεταξύ συσκευών.',
  'error.passkeyNotCreated':
    'Το κλειδί πρόσβασης δεν δημιουργήθηκε. Πατήστε «Δημιουργία κλειδιού πρόσβασης» για να δοκιμάσετε ξανά ή παραλείψτε το βήμα χωρίς να προσθέσετε κλειδί.',
  'error.missingPkce': 'Ολοκληρώστε αυτή τη διαδικασία στην ίδια συσκευή στην οποία την ξεκινήσατε.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'Η τρέχουσα προέλευση δεν επιτρέπεται για αυτόν τον πελάτη Google. Προσθέστε το {host} (και το localhost με τη θύρα του, για ανάπτυξη) στις εξουσιοδοτημένες προελεύσεις JavaScript του πελάτη Google σας.',
  'oneTap.invalidClient':
    'Το αναγνωριστικό πελάτη Google δεν αναγνωρίστηκε. Συγκρίνετε το αναγνωριστικό πελάτη στον πίνακα ελέγχου με αυτό στο Google Cloud Console.',
  'oneTap.configNotFound': 'Δεν έχει διαμορφωθεί πελάτης Google OAuth για αυτό το έργο.',
  'oneTap.noLoginRedirect':
    'Δεν έχουν οριστεί URL ανακατεύθυνσης σύνδεσης. Προσθέστε τα στον πίνακα ελέγχου ώστε να μπορεί να επικυρωθεί το oauthOptions.loginRedirectURL.',
  'oneTap.noSignupRedirect':
    'Δεν έχουν οριστεί URL ανακατεύθυνσης εγγραφής. Προσθέστε τα στον πίνακα ελέγχου ώστε να μπορεί να επικυρωθεί το oauthOptions.signupRedirectURL.',
  'oneTap.defaultProviderNotAllowed':
    'Το One Tap δεν είναι διαθέσιμο με τον προεπιλεγμένο πελάτη Google. Διαμορφώστε δικό σας πελάτη Google για να το χρησιμοποιήσετε.',

  // API errors (src/wire/errors.ts API_ERRORS)
  'apiError.bad_request': 'Δεν ήταν δυνατή η κατανόηση του αιτήματος.',
  'apiError.invalid_json': 'Το σώμα του αιτήματος δεν είναι έγκυρο JSON.',
  'apiError.unsupported_content_type': 'Στείλτε τα σώματα αιτημάτων ως application/json.',
  'apiError.request_too_large': 'Το σώμα του αιτήματος είναι μεγαλύτερο από όσο δέχεται ο εξομοιωτής (1 MiB).',
  'apiError.route_not_found': 'Καμία διαδρομή API δεν αντιστοιχεί σε αυτή τη μέθοδο και διαδρομή.',
  'apiError.unauthorized_credentials':
    'Το δημόσιο διακριτικό ή τα διαπιστευτήρια στην κεφαλίδα Authorization δεν είναι έγκυρα για αυτό το έργο.',
  'apiError.session_not_found': 'Η περίοδος σύνδεσης δεν βρέθηκε: έληξε, ανακλήθηκε ή δεν υπήρξε ποτέ.',
  'apiError.user_unauthenticated': 'Αυτή η κλήση απαιτεί ενεργή περίοδο σύνδεσης· δεν στάλθηκε καμία.',
  'apiError.origin_not_allowed': 'Αυτή η προέλευση δεν περιλαμβάνεται στις επιτρεπόμενες προελεύσεις του έργου.',
  'apiError.host_not_allowed':
    'Ο εξομοιωτής απαντά μόνο στα δικά του ονόματα κεντρικού υπολογιστή (localhost, 127.0.0.1, [::1] και τον κεντρικό υπολογιστή με τον οποίο ξεκίνησε).',
  'apiError.session_too_old_to_reset_password':
    'Η συγκεκριμένη περίοδος σύνδεσης δεν μπορεί να χρησιμοποιηθεί για επαναφορά κωδικού πρόσβασης: δεν έχει επαληθευτεί σε αυτήν παράγοντας κωδικού πρόσβασης, magic link μέσω email ή OTP μέσω email τα τελευταία 5 λεπτά. Επαληθεύστε ξανά την ταυτότητά σας πριν δοκιμάσετε ξανά.',
  'apiError.stale_factors':
    'Αυτή η αλλαγή απαιτεί πρόσφατη σύνδεση: δεν έχει επαληθευτεί κανένας παράγοντας στην περίοδο σύνδεσης τα τελευταία 5 λεπτά. Επαληθεύστε ξανά την ταυτότητά σας και δοκιμάστε ξανά.',
  'apiError.invalid_email': 'Η διεύθυνση email δεν είναι έγκυρη.',
  'apiError.invalid_phone_number': 'Ο αριθμός τηλεφώνου πρέπει να έχει μορφή E.164, για παράδειγμα +15555550123.',
  'apiError.invalid_metadata': 'Το untrusted_metadata πρέπει να είναι αντικείμενο JSON έως 4096 byte.',
  'apiError.user_not_found': 'Ο χρήστης δεν βρέθηκε.',
  'apiError.organization_not_found': 'Κανένας οργανισμός δεν έχει αυτό το organization_id.',
  'apiError.email_not_found': 'Κανένας χρήστης δεν έχει αυτή τη διεύθυνση email.',
  'apiError.phone_number_not_found': 'Κανένας χρήστης δεν έχει αυτόν τον αριθμό τηλεφώνου.',
  'apiError.duplicate_email': 'Αυτή η διεύθυνση email ανήκει ήδη σε άλλον χρήστη.',
  'apiError.duplicate_phone_number': 'Αυτός ο αριθμός τηλεφώνου ανήκει ήδη σε άλλον χρήστη.',
  'apiError.too_many_unverified_factors':
    'Δεν ήταν δυνατή η δημιουργία νέου παράγοντα ελέγχου ταυτότητας. Αυτός ο χρήστης έχει ήδη πάρα πολλούς μη επαληθευμένους παράγοντες.',
  'apiError.redirect_url_not_allowed': 'Το URL ανακατεύθυνσης δεν περιλαμβάνεται στα επιτρεπόμενα URL ανακατεύθυνσης του έργου.',
  'apiError.unable_to_auth_magic_link': 'Δεν ήταν δυνατή η επαλήθευση του magic link.',
  'apiError.pkce_mismatch': 'Το code_verifier δεν αντιστοιχεί στο code_challenge με το οποίο εκδόθηκε αυτό το διακριτικό (pkce).',
  'apiError.missing_code_challenge': 'Αυτό το έργο απαιτεί PKCE (pkce): στείλτε ένα code_challenge.',
  'apiError.otp_code_not_found':
    'Δεν υπάρχει ενεργός κωδικός για αυτό το method_id: έληξε, χρησιμοποιήθηκε, αντικαταστάθηκε από νεότερο ή εισήχθη λάθος πάρα πολλές φορές.',
  'apiError.unable_to_auth_otp_code': 'Ο κωδικός είναι λάθος.',
  'apiError.weak_password': 'Ο κωδικός πρόσβασης είναι πολύ αδύναμος για την πολιτική κωδικών του έργου.',
  'apiError.breached_password':
    'Αυτός ο κωδικός πρόσβασης περιλαμβάνεται σε λίστα κωδικών που διέρρευσαν σε παραβιάσεις δεδομένων. Επιλέξτε άλλον.',
  'apiError.reset_password': 'Ο κωδικός πρόσβασης αυτού του χρήστη πρέπει να επαναφερθεί πριν χρησιμοποιηθεί για σύνδεση.',
  'apiError.password_not_found': 'Αυτός ο χρήστης δεν έχει κωδικό πρόσβασης.',
  'apiError.totp_not_found': 'Δεν βρέθηκε η εγγραφή TOTP αυτού του χρήστη.',
  'apiError.crypto_wallet_not_found': 'Δεν βρέθηκε το πορτοφόλι κρυπτονομισμάτων αυτού του χρήστη.',
  'apiError.oauth_user_registration_not_found': 'Δεν βρέθηκε η εγγραφή OAuth αυτού του χρήστη.',
  'apiError.webauthn_registration_not_found': 'Δεν βρέθηκε η εγγραφή WebAuthn αυτού του χρήστη.',
  'apiError.biometric_registration_not_found': 'Δεν βρέθηκε η βιομετρική εγγραφή αυτού του χρήστη.',
  'apiError.too_many_requests': 'Έγιναν πάρα πολλά αιτήματα.',
  'apiError.internal_server_error': 'Ο εξομοιωτής αντιμετώπισε απροσδόκητο σφάλμα. Λεπτομέρειες υπάρχουν στο αρχείο καταγραφής του.',
  'apiError.invalid_oauth_provider': 'Αυτός ο πάροχος OAuth δεν είναι από τους υποστηριζόμενους.',
  'apiError.public_token_required': 'Η παράμετρος ερωτήματος public_token είναι υποχρεωτική.',
  'apiError.no_match_for_provided_oauth_url': 'Το URL ανακατεύθυνσης δεν περιλαμβάνεται στα επιτρεπόμενα URL ανακατεύθυνσης του έργου.',
  'apiError.invalid_pkce_code_challenge':
    'Το code_challenge πρέπει να είναι το SHA-256 ενός code_verifier σε base64url (43 χαρακτήρες, PKCE S256).',
  'apiError.invalid_pkce_code_verifier': 'Το code_verifier πρέπει να έχει 43 έως 128 χαρακτήρες από το [A-Za-z0-9-._~] (RFC 7636).',
  'apiError.pkce_expected_code_verifier': 'Αυτό το διακριτικό εκδόθηκε με code_challenge (pkce): στείλτε το αντίστοιχο code_verifier.',
  'apiError.pkce_did_not_expect_code_verifier':
    'Αυτό το διακριτικό εκδόθηκε χωρίς code_challenge, οπότε δεν αναμένεται code_verifier (pkce).',
  'apiError.oauth_token_not_found': 'Το διακριτικό OAuth δεν βρέθηκε: έληξε, χρησιμοποιήθηκε ήδη ή δεν υπήρξε ποτέ.',
  'apiError.oauth_invalid_state': 'Αυτή η απόπειρα σύνδεσης έληξε ή έχει ήδη ολοκληρωθεί. Ξεκινήστε ξανά τη σύνδεση.',
  'apiError.invalid_identity': 'Η δοκιμαστική ταυτότητα χρειάζεται έγκυρη διεύθυνση email.',
  'apiError.oauth_config_not_found': 'Δεν έχει διαμορφωθεί πελάτης Google OAuth για αυτό το έργο.',
  'apiError.no_login_redirect_urls_set':
    'Το έργο δεν έχει URL ανακατεύθυνσης σύνδεσης, οπότε δεν μπορεί να επικυρωθεί το oauthOptions.loginRedirectURL.',
  'apiError.no_signup_redirect_urls_set':
    'Το έργο δεν έχει URL ανακατεύθυνσης εγγραφής, οπότε δεν μπορεί να επικυρωθεί το oauthOptions.signupRedirectURL.',
  'apiError.default_provider_not_allowed':
    'Ο προεπιλεγμένος πελάτης Google δεν μπορεί να χρησιμοποιηθεί με το One Tap: διαμορφώστε δικό σας πελάτη Google.',
  'apiError.invalid_callback_id': 'Το αναγνωριστικό επιστροφής κλήσης One Tap είναι άγνωστο, έληξε ή χρησιμοποιήθηκε ήδη.',
  'apiError.id_token_invalid': 'Το διακριτικό ταυτότητας Google δεν είναι έγκυρο.',
  'apiError.id_token_expired': 'Το διακριτικό ταυτότητας Google έληξε.',
  'apiError.id_token_incorrect_audience':
    'Το διακριτικό ταυτότητας Google εκδόθηκε για άλλον πελάτη και όχι για τον πελάτη Google του έργου.',
  'apiError.invalid_webauthn_registration_domain':
    'Το domain πρέπει να είναι όνομα κεντρικού υπολογιστή (το αναγνωριστικό του εξαρτώμενου μέρους) που αντιστοιχεί στην προέλευση της κλήσης.',
  'apiError.invalid_authenticator_type': "Το authenticator_type πρέπει να είναι 'platform' ή 'cross-platform'.",
  'apiError.invalid_public_key_credential': 'Το public_key_credential δεν είναι έγκυρο διαπιστευτήριο WebAuthn (συμβολοσειρά JSON).',
  'apiError.no_pending_webauthn_registration':
    'Καμία εκκρεμής πρόκληση WebAuthn δεν αντιστοιχεί σε αυτό το διαπιστευτήριο: έληξε, χρησιμοποιήθηκε ή δεν υπήρξε ποτέ.',
  'apiError.unable_to_register_webauthn_registration': 'Δεν ήταν δυνατή η επαλήθευση της εγγραφής WebAuthn.',
  'apiError.duplicate_webauthn_registration': 'Αυτό το διαπιστευτήριο είναι ήδη καταχωρισμένο.',
  'apiError.unable_to_auth_webauthn_registration': 'Δεν ήταν δυνατή η επαλήθευση της βεβαίωσης WebAuthn.',
  'apiError.no_active_webauthn_registrations': 'Αυτός ο χρήστης δεν έχει εγγραφές WebAuthn.',
  'apiError.empty_webauthn_registration_name': 'Το όνομα της εγγραφής WebAuthn δεν μπορεί να είναι κενό.',
  'apiError.invalid_expiration': 'Το expiration_minutes πρέπει να είναι ακέραιος από 5 έως 1440.',
  'apiError.active_totp_exists': 'Αυτός ο χρήστης έχει ήδη ενεργή εγγραφή TOTP. Διαγράψτε την πριν δημιουργήσετε νέα.',
  'apiError.totps_not_found_for_user': 'Αυτός ο χρήστης δεν έχει εγγραφή TOTP.',
  'apiError.expired_totp': 'Η εγγραφή TOTP έληξε πριν επαληθευτεί. Δημιουργήστε νέα.',
  'apiError.invalid_totp_code': 'Το totp_code πρέπει να έχει 6 ψηφία.',
  'apiError.unable_to_authenticate_totp': 'Ο κωδικός TOTP είναι λάθος.',
  'apiError.totp_code_already_authenticated': 'Αυτός ο κωδικός TOTP χρησιμοποιήθηκε ήδη· περιμένετε τον επόμενο (RFC 6238 §5.2).',
  'apiError.recovery_code_used_as_totp_code': 'Αυτό μοιάζει με κωδικό ανάκτησης: για κωδικούς ανάκτησης χρησιμοποιήστε την κλήση recover.',
  'apiError.totp_code_used_as_recovery_code':
    'Αυτό μοιάζει με κωδικό TOTP: για κωδικούς από την εφαρμογή χρησιμοποιήστε το totps/authenticate.',
  'apiError.recovery_codes_not_found': 'Αυτός ο χρήστης δεν έχει επαληθευμένη εγγραφή TOTP με κωδικούς ανάκτησης.',
  'apiError.unable_to_authenticate_recovery_code': 'Ο κωδικός ανάκτησης είναι λάθος ή έχει ήδη χρησιμοποιηθεί.',
  'apiError.invalid_wallet_type': "Το crypto_wallet_type πρέπει να είναι 'ethereum' ή 'solana'.",
  'apiError.invalid_ethereum_address': 'Η διεύθυνση δεν είναι έγκυρη διεύθυνση Ethereum (0x ακολουθούμενο από 40 δεκαεξαδικά ψηφία).',
  'apiError.invalid_solana_address': 'Η διεύθυνση δεν είναι έγκυρη διεύθυνση Solana (δημόσιο κλειδί ed25519 σε base58).',
  'apiError.crypto_wallet_type_incompatible_with_siwe': 'Το Sign-In With Ethereum ισχύει μόνο για πορτοφόλια Ethereum.',
  'apiError.invalid_siwe_uri': 'Το siwe_params.uri πρέπει να είναι URI http(s) σε επιτρεπόμενη προέλευση.',
  'apiError.invalid_siwe_domain': 'Το siwe_params.domain πρέπει να είναι ο κεντρικός υπολογιστής του siwe_params.uri.',
  'apiError.invalid_siwe_chain_id': 'Το siwe_params.chain_id πρέπει να είναι θετικός ακέραιος (EIP-155).',
  'apiError.invalid_siwe_statement': 'Το siwe_params.statement πρέπει να είναι μία γραμμή έως 1024 χαρακτήρων.',
  'apiError.invalid_siwe_resource': 'Τα siwe_params.resources πρέπει να είναι URI.',
  'apiError.invalid_siwe_message_request_id': 'Το siwe_params.message_request_id πρέπει να είναι μία γραμμή εκτυπώσιμων χαρακτήρων.',
  'apiError.invalid_siwe_timestamp': 'Τα siwe_params.issued_at και not_before πρέπει να είναι χρονικές σημάνσεις RFC 3339.',
  'apiError.duplicate_wallet_address': 'Αυτή η διεύθυνση πορτοφολιού ανήκει ήδη σε άλλον χρήστη.',
  'apiError.crypto_wallet_challenge_not_found':
    'Δεν υπάρχει εκκρεμής πρόκληση για αυτό το πορτοφόλι: έληξε, χρησιμοποιήθηκε ή δεν ξεκίνησε ποτέ.',
  'apiError.siwe_message_not_valid_yet': 'Το μήνυμα Sign-In With Ethereum δεν είναι ακόμη έγκυρο (not-before).',
  'apiError.unable_to_authenticate_crypto_wallet': 'Η υπογραφή δεν επαληθεύεται για αυτό το πορτοφόλι και την πρόκληση.',
};

export default messages;
