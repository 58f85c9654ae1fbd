import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test pictures made with sharp (and by hand where an attack needs exact bytes). */

const colour = { r: 200, g: 60, b: 90 };

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker', Artist: 'secret-exif-marker' } } })
    .toBuffer();
}

export async function gifImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .gif()
    .toBuffer();
}

/** A detailed picture (noise), so that cutting it leaves a visibly incomplete file. */
export async function noisyPng(width = 200, height = 150): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function truncatedPng(): Promise<Buffer> {
  const whole = await noisyPng();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export const textAsJpg = Buffer.from(
  'This is not a picture, only text that pretends to be one.\n'.repeat(20),
);

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** Starts like a GIF, then is JavaScript: a classic GIF/JS polyglot that no decoder accepts. */
export const gifJsPolyglot = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//');

/** A real PNG with an HTML payload appended after its end: decodable, so the payload must not survive. */
export async function pngWithTrailingHtml(): Promise<Buffer> {
  return Buffer.concat([
    await pngImage(),
    Buffer.from('<html><script>alert("polyglot-payload")</script></html>'),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 10000 x 10000 grey PNG of a few hundred KB that would unpack into 100 MB of
 * pixels (RGBA in the pipeline: 400 MB): a decompression bomb.
 */
export function decompressionBomb(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((side + 1) * side); // each row: filter byte 0, then zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** More than 5 MB (the content does not matter: the size is refused first). */
export function oversizedUpload(): Buffer {
  const bytes = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}
