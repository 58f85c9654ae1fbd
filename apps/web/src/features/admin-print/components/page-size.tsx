/** The paper sizes the documents print on. */
export type PaperSize = 'A4' | 'A5' | 'A6';

/** Width and height on paper: Chromium does not know the A6 keyword of `@page size`, so all are given in mm. */
const DIMENSIONS: Record<PaperSize, string> = { A4: '210mm 297mm', A5: '148mm 210mm', A6: '105mm 148mm' };

/**
 * The printed page's size and margins (`@page`), for as long as the document is shown. The screen
 * shows each page as a sheet of that width; print removes the frame around it.
 */
export function PageSize({ size }: { size: PaperSize }) {
  const margin = size === 'A4' ? '14mm' : '6mm';
  return <style>{`@page { size: ${DIMENSIONS[size]}; margin: ${margin}; }`}</style>;
}

/** The sheet's width on screen, as on paper less its margins. */
export const SHEET_WIDTH: Record<PaperSize, string> = {
  A4: 'calc(210mm - 28mm)',
  A5: 'calc(148mm - 12mm)',
  A6: 'calc(105mm - 12mm)',
};
