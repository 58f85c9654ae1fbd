/**
 * Digits as people type them in Morocco: Western (0-9), Arabic-Indic (٠-٩, an Arabic keyboard) and
 * Eastern Arabic / Persian (۰-۹). Everything that reads a typed number (phones, amounts, quantities,
 * searches) folds them to 0-9 first (decision 205); the Arabic decimal separator `٫` reads as a comma.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_ZERO = 0x06f0;

/** The text with every Arabic-Indic or Eastern Arabic digit replaced by its 0-9 digit. */
export function foldDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return ',';
    return String(code >= EASTERN_ARABIC_ZERO ? code - EASTERN_ARABIC_ZERO : code - ARABIC_INDIC_ZERO);
  });
}
