import type { ByteRange } from '../../platform/storage/storage.js';

/**
 * The one range of an HTTP `Range` header (RFC 9110 §14.1.2) over a file of `size` bytes:
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n). Null when there is no header or it asks
 * for something this server does not serve in part (several ranges, another unit): the whole
 * file is then sent, as the RFC allows. 'unsatisfiable' when it starts past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d{0,16})-(\d{0,16})$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const last = Number(to);
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
