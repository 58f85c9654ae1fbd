import sharp from 'sharp';
import type { Storage } from '../../lib/storage';
import { saveImage, type ImageKind } from '../../lib/images';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A lighter or darker shade of a #rrggbb colour (amount -1..1). */
function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Splits a label into at most two lines of ~20 characters. */
function labelLines(label: string): string[] {
  const words = label.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1] ?? '';
    if (current.length + word.length > 20 && current !== '') {
      if (lines.length === 2) {
        lines[1] = `${current}…`;
        break;
      }
      lines.push(word);
    } else {
      lines[lines.length - 1] = current ? `${current} ${word}` : word;
    }
  }
  return lines;
}

/** A product picture: a bottle in the brand's colour on a soft gradient, the brand's initials on its label. */
export function productSvg(initials: string, label: string, colour: string): string {
  const lines = labelLines(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(colour, 0.88)}"/><stop offset="1" stop-color="${shade(colour, 0.6)}"/>
    </linearGradient>
    <linearGradient id="bottle" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${shade(colour, -0.15)}"/><stop offset="0.45" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <ellipse cx="300" cy="505" rx="150" ry="18" fill="#000" fill-opacity="0.12"/>
  <rect x="262" y="70" width="76" height="60" rx="10" fill="${shade(colour, -0.45)}"/>
  <rect x="190" y="120" width="220" height="385" rx="42" fill="url(#bottle)"/>
  <rect x="210" y="215" width="180" height="170" rx="14" fill="#fff" fill-opacity="0.92"/>
  <text x="300" y="318" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${shade(colour, -0.3)}" text-anchor="middle">${escapeXml(initials)}</text>
  ${lines
    .map(
      (line, index) =>
        `<text x="300" y="${548 + index * 30}" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="${shade(colour, -0.55)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
</svg>`;
}

/** A brand logo or category tile: initials on a gradient disc. */
export function badgeSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(colour, 0.25)}"/><stop offset="1" stop-color="${shade(colour, -0.25)}"/>
  </linearGradient></defs>
  <rect width="400" height="400" fill="#ffffff"/>
  <circle cx="200" cy="200" r="170" fill="url(#g)"/>
  <text x="200" y="${initials.length > 2 ? 235 : 245}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${initials.length > 2 ? 100 : 130}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

/** Rasterises an SVG to WebP in the two sizes the catalogue stores, and saves them; returns the image path. */
export async function storeSvgImage(storage: Storage, kind: ImageKind, svg: string): Promise<string> {
  const input = sharp(Buffer.from(svg));
  const [large, thumb] = await Promise.all([
    input.clone().webp({ quality: 80, effort: 2 }).toBuffer(),
    input
      .clone()
      .resize({ width: 300, height: 300, fit: 'inside' })
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
  ]);
  return saveImage(storage, kind, { large, thumb });
}
