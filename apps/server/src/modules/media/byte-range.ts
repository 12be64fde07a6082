import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.js';
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

/**
 * Opens a file at the part a request's `Range` header asks for, and sends it: 206 with
 * `Content-Range` for a part, 200 with the whole length otherwise, and for a range past the end
 * the 416 `open` throws (`video_range_invalid`, with the size) with `Content-Range: bytes *\/size`.
 * The caller sets the file's own headers (type, caching) on `reply` first.
 */
export async function sendRanged(
  reply: FastifyReply,
  rangeHeader: string | undefined,
  open: (
    range: (size: number) => ByteRange | null | 'unsatisfiable',
  ) => Promise<{ stream: Readable; size: number; range: ByteRange | null }>,
) {
  let opened: Awaited<ReturnType<typeof open>>;
  try {
    opened = await open((size) => parseByteRange(rangeHeader, size));
  } catch (error) {
    if (error instanceof AppError && error.code === 'video_range_invalid')
      reply.header('content-range', `bytes */${error.extra?.size}`);
    throw error;
  }
  const { stream, size, range } = opened;
  reply.header('accept-ranges', 'bytes');
  if (range)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(stream);
  return reply.header('content-length', String(size)).send(stream);
}
