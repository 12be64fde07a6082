/**
 * Just enough MIME to read what nodemailer sends (mailparser cannot be installed here):
 * headers (unfolded, RFC 2047 encoded words decoded), multipart bodies, and quoted-printable
 * or base64 parts in UTF-8.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string | undefined;
  html: string | undefined;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

export function parseMail(raw: string): ParsedMail {
  const top = splitPart(raw.replace(/\r\n/g, '\n'));
  const leaves = flatten(top);
  const body = (type: string) => {
    const part = leaves.find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith(type));
    return part && decodeBody(part);
  };
  return {
    headers: top.headers,
    subject: decodeWords(top.headers.get('subject') ?? ''),
    text: body('text/plain'),
    html: body('text/html'),
  };
}

function splitPart(source: string): Part {
  const end = source.indexOf('\n\n');
  const head = end === -1 ? source : source.slice(0, end);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : source.slice(end + 2) };
}

function flatten(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => flatten(splitPart(section.replace(/^\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words; whitespace between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
