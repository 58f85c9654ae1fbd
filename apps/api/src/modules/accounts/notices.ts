import type { Language } from '@parashop/shared';

/** Success texts of the accounts routes (errors come from the shared message catalogue). */
const notices = {
  registered: {
    en: 'We have sent a verification code to your e-mail address.',
    fr: 'Nous avons envoyé un code de vérification à votre adresse e-mail.',
    ar: 'لقد أرسلنا رمز التحقق إلى بريدك الإلكتروني.',
  },
  codeResent: {
    en: 'We have sent you a new code. The earlier one no longer works.',
    fr: 'Nous vous avons envoyé un nouveau code. L’ancien ne fonctionne plus.',
    ar: 'لقد أرسلنا إليك رمزًا جديدًا. الرمز السابق لم يعد صالحًا.',
  },
  emailVerified: {
    en: 'Your e-mail address is verified. You can now log in.',
    fr: 'Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.',
    ar: 'تم التحقق من بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.',
  },
  loggedIn: { en: 'Logged in successfully.', fr: 'Connexion réussie.', ar: 'تم تسجيل الدخول بنجاح.' },
  loggedOut: { en: 'Logged out successfully.', fr: 'Déconnexion réussie.', ar: 'تم تسجيل الخروج بنجاح.' },
  resetCodeSent: {
    en: 'If an account exists for this e-mail address, we have sent it a verification code.',
    fr: 'Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un code de vérification.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمز التحقق.',
  },
  codeVerified: {
    en: 'Code verified. You can now choose a new password.',
    fr: 'Code vérifié. Vous pouvez maintenant choisir un nouveau mot de passe.',
    ar: 'تم التحقق من الرمز. يمكنك الآن اختيار كلمة مرور جديدة.',
  },
  passwordUpdated: {
    en: 'Password updated successfully !',
    fr: 'Mot de passe mis à jour avec succès !',
    ar: 'تم تحديث كلمة المرور بنجاح',
  },
  profileUpdated: {
    en: 'Profile updated successfully.',
    fr: 'Profil mis à jour avec succès.',
    ar: 'تم تحديث الملف الشخصي بنجاح.',
  },
  emailChangeSent: {
    en: 'We have sent a code to your new e-mail address. Your address changes once you enter it.',
    fr: 'Nous avons envoyé un code à votre nouvelle adresse e-mail. Elle remplacera l’ancienne dès que vous le saisirez.',
    ar: 'لقد أرسلنا رمزًا إلى بريدك الإلكتروني الجديد. سيتغير عنوانك بمجرد إدخاله.',
  },
  emailChanged: {
    en: 'Your e-mail address is changed.',
    fr: 'Votre adresse e-mail est modifiée.',
    ar: 'تم تغيير بريدك الإلكتروني.',
  },
} satisfies Record<string, Record<Language, string>>;

export type Notice = keyof typeof notices;

export function notice(key: Notice, lang: Language): string {
  return notices[key][lang];
}
