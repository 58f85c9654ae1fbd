import { CODE_TTL_MINUTES } from '@parashop/shared';
import { preferredLanguage } from '../../lib/accept-language';

export const SHOP_NAME = 'Parashop';

const MAIL_LANGUAGES = ['fr', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export type CodeMailPurpose = 'register' | 'reset' | 'email_change';

export type MailContent = { subject: string; text: string; html: string };

type Texts = {
  subject: string;
  greeting: (name: string | undefined) => string;
  intro: string;
  codeLabel: string;
  validity: string;
  ignore: string;
  signature: string;
};

/** What every code mail says alike in a language: the greeting, the code's label, its validity, the signature. */
const common: Record<MailLanguage, Omit<Texts, 'subject' | 'intro' | 'ignore'>> = {
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    codeLabel: 'Votre code',
    validity: `Ce code est valable ${CODE_TTL_MINUTES} minutes.`,
    signature: `L'équipe ${SHOP_NAME}`,
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    codeLabel: 'Your code',
    validity: `This code is valid for ${CODE_TTL_MINUTES} minutes.`,
    signature: `The ${SHOP_NAME} team`,
  },
};

/** What each purpose says. */
const purposes: Record<CodeMailPurpose, Record<MailLanguage, Pick<Texts, 'subject' | 'intro' | 'ignore'>>> = {
  email_change: {
    fr: {
      subject: `${SHOP_NAME} : confirmez votre nouvelle adresse e-mail`,
      intro: `Vous avez demandé à utiliser cette adresse pour votre compte ${SHOP_NAME}. Saisissez ce code pour la confirmer :`,
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.",
    },
    en: {
      subject: `${SHOP_NAME}: confirm your new e-mail address`,
      intro: `You asked to use this address for your ${SHOP_NAME} account. Enter this code to confirm it:`,
      ignore: 'If you did not ask for this, ignore this message: nothing changes.',
    },
  },
  register: {
    fr: {
      subject: `${SHOP_NAME} : votre code de vérification`,
      intro: `Merci de votre inscription sur ${SHOP_NAME}. Saisissez ce code pour confirmer votre adresse e-mail :`,
      ignore: "Si vous n'avez pas créé de compte, ignorez simplement ce message.",
    },
    en: {
      subject: `${SHOP_NAME}: your verification code`,
      intro: `Thank you for registering with ${SHOP_NAME}. Enter this code to confirm your e-mail address:`,
      ignore: 'If you did not create an account, simply ignore this message.',
    },
  },
  reset: {
    fr: {
      subject: `${SHOP_NAME} : code de réinitialisation du mot de passe`,
      intro: `Une réinitialisation du mot de passe de votre compte ${SHOP_NAME} a été demandée. Saisissez ce code pour continuer :`,
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.",
    },
    en: {
      subject: `${SHOP_NAME}: your password reset code`,
      intro: `Someone asked to reset the password of your ${SHOP_NAME} account. Enter this code to continue:`,
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
  },
};

const texts = (purpose: CodeMailPurpose, lang: MailLanguage): Texts => ({
  ...common[lang],
  ...purposes[purpose][lang],
});

/** The reader's language first, then the other one: every mail carries both French and English. */
function languageOrder(preferred: MailLanguage): [MailLanguage, MailLanguage] {
  return preferred === 'en' ? ['en', 'fr'] : ['fr', 'en'];
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function textSection(t: Texts, lang: MailLanguage, name: string | undefined, code: string): string {
  // French puts a space before the colon, English does not.
  const codeLine = `    ${t.codeLabel}${lang === 'fr' ? ' :' : ':'} ${code}`;
  return [t.greeting(name), '', t.intro, '', codeLine, '', t.validity, t.ignore, '', t.signature].join('\n');
}

function htmlSection(t: Texts, lang: MailLanguage, name: string | undefined, code: string): string {
  const p = 'margin:0 0 12px;font-size:15px;line-height:1.5;color:#1f2937';
  return `<div lang="${lang}" style="padding:8px 0 16px">
  <p style="${p}">${escapeHtml(t.greeting(name))}</p>
  <p style="${p}">${escapeHtml(t.intro)}</p>
  <p style="margin:20px 0;text-align:center">
    <span style="display:block;font-size:13px;color:#6b7280;margin-bottom:6px">${escapeHtml(t.codeLabel)}</span>
    <span style="display:inline-block;padding:12px 20px;border-radius:8px;background:#ecfdf5;border:1px solid #a7f3d0;font:700 32px/1.2 'Courier New',monospace;letter-spacing:8px;color:#065f46">${escapeHtml(code)}</span>
  </p>
  <p style="${p};font-weight:600">${escapeHtml(t.validity)}</p>
  <p style="${p};color:#6b7280;font-size:13px">${escapeHtml(t.ignore)}</p>
  <p style="${p}">${escapeHtml(t.signature)}</p>
</div>`;
}

/** The mail that carries a registration or password-reset code, in French and English, text and HTML. */
export function codeMail(input: {
  purpose: CodeMailPurpose;
  code: string;
  name?: string | undefined;
  language: MailLanguage;
}): MailContent {
  const [first, second] = languageOrder(input.language);
  const a = texts(input.purpose, first);
  const b = texts(input.purpose, second);
  const text = [
    textSection(a, first, input.name, input.code),
    '',
    '----------------------------------------',
    '',
    textSection(b, second, input.name, input.code),
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${first}">
<head><meta charset="utf-8"><title>${escapeHtml(a.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:560px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif">
  <div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e5e7eb">
    <h1 style="margin:0 0 16px;font-size:22px;color:#047857">${SHOP_NAME}</h1>
    ${htmlSection(a, first, input.name, input.code)}
    <hr style="border:none;border-top:1px solid #e5e7eb;margin:8px 0 16px">
    ${htmlSection(b, second, input.name, input.code)}
  </div>
</div>
</body>
</html>`;
  return { subject: a.subject, text, html };
}

/**
 * The mail language from an Accept-Language header: English when the shopper prefers it to French,
 * French (the shop's language) otherwise.
 */
export function mailLanguageFrom(acceptLanguage: string | undefined): MailLanguage {
  return preferredLanguage<MailLanguage>(acceptLanguage, MAIL_LANGUAGES, 'fr');
}

/** To the old address when someone asks to move the account to another one (no code in it). */
export function emailChangeNotice(input: {
  name: string;
  newEmail: string;
  language: MailLanguage;
}): MailContent {
  const parts = {
    fr: [
      `Bonjour ${input.name},`,
      `Une demande a été faite pour remplacer l'adresse e-mail de votre compte ${SHOP_NAME} par ${input.newEmail}.`,
      "Elle ne sera changée qu'après confirmation par le code envoyé à la nouvelle adresse.",
      "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et contactez la boutique.",
    ],
    en: [
      `Hello ${input.name},`,
      `Someone asked to replace the e-mail address of your ${SHOP_NAME} account with ${input.newEmail}.`,
      'It changes only once the code sent to the new address is entered.',
      'If this was not you, change your password and contact the shop.',
    ],
  };
  const [first, second] = languageOrder(input.language);
  const text = [
    ...parts[first],
    '',
    '----------------------------------------',
    '',
    ...parts[second],
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="${first}"><head><meta charset="utf-8"><title>${SHOP_NAME}</title></head><body style="font-family:Arial,Helvetica,sans-serif">${[
    ...parts[first],
    '',
    ...parts[second],
  ]
    .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '<hr>'))
    .join('')}</body></html>`;
  const subject =
    first === 'fr'
      ? `${SHOP_NAME} : demande de changement d'adresse e-mail`
      : `${SHOP_NAME}: a request to change your e-mail address`;
  return { subject, text, html };
}
