/**
 * An amount of money in words, as an invoice states its total ("Arrêtée la présente facture à la
 * somme de ..."), in French and in Arabic. Whole dirhams and centimes, up to 999 999 999.99.
 * French follows the traditional spelling (vingt et un, quatre-vingts, deux cents, mille
 * invariable); Arabic the usual form of Moroccan invoices, the noun agreeing with the last two digits.
 */

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'soixante',
  'quatre-vingt',
  'quatre-vingt',
];

/** 0..99; `final` says whether nothing follows (quatre-vingts takes its s only then). */
function frBelowHundred(n: number, final: boolean): string {
  if (n < 20) return FR_UNITS[n]!;
  const ten = Math.floor(n / 10);
  let unit = n % 10;
  // 70-79 and 90-99 count on from soixante and quatre-vingt: soixante-douze, quatre-vingt-dix-sept.
  if (ten === 7 || ten === 9) unit += 10;
  const tens = FR_TENS[ten]!;
  if (unit === 0) return ten === 8 && final ? 'quatre-vingts' : tens;
  if ((unit === 1 || unit === 11) && ten !== 8 && ten !== 9) return `${tens} et ${FR_UNITS[unit]}`;
  return `${tens}-${FR_UNITS[unit]}`;
}

/** 0..999 (0 gives ''); `final` as above, for cents and quatre-vingts. */
function frBelowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  else if (hundreds > 1) parts.push(`${FR_UNITS[hundreds]} ${rest === 0 && final ? 'cents' : 'cent'}`);
  if (rest > 0) parts.push(frBelowHundred(rest, final));
  return parts.join(' ');
}

export function frenchNumber(n: number): string {
  if (n === 0) return FR_UNITS[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // Million is a noun: "quatre-vingts millions", "deux cents millions".
  if (millions > 0)
    parts.push(`${frBelowThousand(millions, true)} ${millions === 1 ? 'million' : 'millions'}`);
  // Mille is invariable and never follows "un"; what precedes it is not final ("deux cent mille").
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${frBelowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(frBelowThousand(rest, true));
  return parts.join(' ');
}

const AR_UNITS = ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const AR_TEENS = [
  '',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const AR_TENS = ['', 'عشرة', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

/** 1..999 in words; `construct` when a counted noun follows at once (مائتا ألف). */
function arBelowThousand(n: number, construct = false): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(hundreds === 2 && rest === 0 && construct ? 'مائتا' : AR_HUNDREDS[hundreds]!);
  if (rest > 0) {
    if (rest <= 10) parts.push(AR_UNITS[rest]!);
    else if (rest < 20) parts.push(AR_TEENS[rest - 10]!);
    else {
      const unit = rest % 10;
      const tens = AR_TENS[Math.floor(rest / 10)]!;
      parts.push(unit === 0 ? tens : `${AR_UNITS[unit]} و${tens}`);
    }
  }
  return parts.join(' و');
}

/** A counted group (thousands, millions): 1 ألف, 2 ألفان, 3-10 آلاف, 11-99 ألفا, round hundreds ألف. */
function arGroup(n: number, forms: { one: string; two: string; few: string; many: string }): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${arBelowThousand(n)} ${forms.few}`;
  if (lastTwo >= 11) return `${arBelowThousand(n)} ${forms.many}`;
  return `${arBelowThousand(n, true)} ${forms.one}`;
}

export function arabicNumber(n: number): string {
  if (n === 0) return AR_UNITS[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0)
    parts.push(arGroup(millions, { one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليونا' }));
  if (thousands > 0) parts.push(arGroup(thousands, { one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفا' }));
  if (rest > 0) parts.push(arBelowThousand(rest));
  return parts.join(' و');
}

/** The counted noun after an Arabic number: درهم واحد, درهمان, ثلاثة دراهم, أحد عشر درهما, مائة درهم. */
function arCounted(n: number, noun: { one: string; two: string; few: string; many: string }): string {
  if (n === 1) return `${noun.one} ${AR_UNITS[1]}`;
  if (n === 2) return noun.two;
  const lastTwo = n % 100;
  const words = arabicNumber(n);
  if (lastTwo >= 3 && lastTwo <= 10) return `${words} ${noun.few}`;
  if (lastTwo >= 11) return `${words} ${noun.many}`;
  return `${words} ${noun.one}`;
}

const DIRHAM_AR = { one: 'درهم', two: 'درهمان', few: 'دراهم', many: 'درهما' };
const CENTIME_AR = { one: 'سنتيم', two: 'سنتيمان', few: 'سنتيمات', many: 'سنتيما' };

/** Integer centimes, split into whole dirhams and centimes. */
function split(centimes: number): { dirhams: number; cents: number } {
  if (!Number.isInteger(centimes) || centimes < 0 || centimes >= 100_000_000_000) {
    throw new RangeError(`Cannot write ${centimes} centimes in words.`);
  }
  return { dirhams: Math.floor(centimes / 100), cents: centimes % 100 };
}

export function amountInFrench(centimes: number): string {
  const { dirhams, cents } = split(centimes);
  const round = dirhams >= 1_000_000 && dirhams % 1_000_000 === 0;
  const unit = dirhams > 1 ? 'dirhams' : 'dirham';
  const main = `${frenchNumber(dirhams)} ${round ? 'de ' : ''}${unit}`;
  return cents === 0 ? main : `${main} et ${frenchNumber(cents)} ${cents > 1 ? 'centimes' : 'centime'}`;
}

export function amountInArabic(centimes: number): string {
  const { dirhams, cents } = split(centimes);
  const main = dirhams === 0 ? `${AR_UNITS[0]} ${DIRHAM_AR.one}` : arCounted(dirhams, DIRHAM_AR);
  return cents === 0 ? main : `${main} و${arCounted(cents, CENTIME_AR)}`;
}
