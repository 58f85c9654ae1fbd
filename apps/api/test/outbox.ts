import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One mail read back from the outbox folder (an RFC 822 .eml file written by nodemailer). */
export type OutboxMail = {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
};

type Part = { headers: Map<string, string>; body: string };

function parsePart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? '' : normalised.slice(split + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const softBreaksRemoved = part.body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < softBreaksRemoved.length; i++) {
      const char = softBreaksRemoved[i] ?? '';
      const hex = softBreaksRemoved.slice(i + 1, i + 3);
      if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(char, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return part.body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` encoded words in headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(parsePart(chunk.replace(/^\n/, ''))));
}

export function parseEml(raw: string, file = ''): OutboxMail {
  const message = parsePart(raw);
  const parts = leafParts(message);
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    file,
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text).replace(/\n$/, '') : '',
    html: html ? decodeBody(html) : undefined,
  };
}

/** Every mail in an outbox folder, oldest first (file names sort by time). */
export async function readOutboxDir(dir: string): Promise<OutboxMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map(async (name) => parseEml(await readFile(join(dir, name), 'utf8'), name)));
}
