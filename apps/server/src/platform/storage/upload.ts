import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LIMITS } from '@expertos/domain/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { isWholeImage, sniffImageType } from './image-type.js';

/**
 * One file of a multipart upload, once the whole upload has been read and accepted. Its bytes
 * stay in a temporary file until the response is sent (registerUploadCleanup): a store streams
 * from `path` (Storage.put), and whoever must look at the content does so through `inspect`,
 * one file at a time in one reused buffer, so an accepted upload costs one file of memory
 * however many files it carries.
 */
export interface UploadedFile {
  filename: string;
  /** Bytes, as received. */
  size: number;
  /** The temporary file; gone once the response has been sent. */
  path: string;
  /**
   * Calls `look` with the file's bytes and answers what it answers. The bytes are lent: they
   * are valid only during the call (the next file reuses the buffer), so copy what you keep.
   */
  inspect<T>(look: (data: Buffer) => T): Promise<T>;
}

/**
 * Lends files' bytes one at a time from one buffer of `maxBytes`, allocated at the first look.
 * Looks wait for each other, so a lent buffer is never overwritten while in use.
 */
export function createFileInspector(maxBytes: number) {
  let buffer: Buffer | null = null;
  let turn: Promise<unknown> = Promise.resolve();
  return function inspect<T>(file: string, size: number, look: (data: Buffer) => T): Promise<T> {
    const run = turn.then(async () => {
      if (size > maxBytes) throw new AppError('attachment_too_large');
      buffer ??= Buffer.allocUnsafe(maxBytes);
      const handle = await fs.promises.open(file, 'r');
      try {
        let read = 0;
        while (read < size) {
          const { bytesRead } = await handle.read(buffer, read, size - read, read);
          if (bytesRead === 0) break;
          read += bytesRead;
        }
        return look(buffer.subarray(0, read));
      } finally {
        await handle.close();
      }
    });
    turn = run.catch(() => {});
    return run;
  };
}

/** A part of a multipart upload, in the order sent. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: string; valueTruncated: boolean }
  | ({ type: 'file'; fieldname: string } & UploadedFile);

// The parser's limits, as the client reads them: too large 413, too many 400.
const LIMIT_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'attachment_too_large',
  FST_FILES_LIMIT: 'too_many_attachments',
  FST_FIELDS_LIMIT: 'bad_request',
  FST_PARTS_LIMIT: 'bad_request',
  // A malformed body: not multipart after all, a field named like a prototype property,
  // a body the client stopped sending.
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'bad_request',
  FST_PROTO_VIOLATION: 'bad_request',
  FST_MP_PREMATURE_CLOSE: 'bad_request',
  FST_INVALID_JSON_FIELD_ERROR: 'bad_request',
};

/** Thrown by the parser (busboy) for a body that does not follow its own boundary. */
const MALFORMED_MULTIPART =
  /boundary|unexpected end of (form|file)|malformed|terminated early|multipart|part header|premature/i;

/**
 * Every error an upload's parsing may raise, as the client reads it: our own AppErrors as
 * they are, the plugin's limits and a malformed body (no boundary, another boundary than the
 * header says, a body cut short) as 4xx in the app's format, never a 500.
 */
export function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, message, statusCode } = error as { code?: unknown; message?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && code in LIMIT_ERRORS)
    return new AppError(LIMIT_ERRORS[code]!, { cause: error });
  if (typeof message === 'string' && MALFORMED_MULTIPART.test(message)) {
    return new AppError('bad_request', { cause: error });
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AppError('bad_request', { cause: error });
  }
  return error;
}

/** Counts the bytes going through, and fails at the first byte over `max`. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new AppError('attachment_too_large'));
      else done(null, chunk);
    },
  });
}

/**
 * How many uploads each person (or, without a signed-in user, each client address) has being
 * received right now. Process-local on purpose: the limit protects this process's memory and
 * temporary disk, which only its own uploads use; with several API processes each allows
 * LIMITS.uploadsInFlightPerUser on its own.
 */
const uploadsInFlight = new Map<string, number>();

const uploaderKey = (request: FastifyRequest) =>
  request.user?.id ? `user:${request.user.id}` : `ip:${request.ip}`;

/** The uploads `request`'s caller has being received in this process (for tests). */
export function uploadsInFlightOf(request: Pick<FastifyRequest, 'user' | 'ip'>): number {
  return uploadsInFlight.get(uploaderKey(request as FastifyRequest)) ?? 0;
}

/**
 * Takes one of the caller's upload slots, or refuses with 429 `too_many_uploads` when they
 * have LIMITS.uploadsInFlightPerUser uploads being received already. Answers the release.
 */
function takeUploadSlot(request: FastifyRequest): () => void {
  const key = uploaderKey(request);
  const count = uploadsInFlight.get(key) ?? 0;
  if (count >= LIMITS.uploadsInFlightPerUser) throw new AppError('too_many_uploads');
  uploadsInFlight.set(key, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (uploadsInFlight.get(key) ?? 1) - 1;
    if (left > 0) uploadsInFlight.set(key, left);
    else uploadsInFlight.delete(key);
  };
}

/**
 * Reads a multipart upload part by part. At most LIMITS.uploadsInFlightPerUser uploads of one
 * person are read at once (takeUploadSlot): the slot is held while the body streams in and is
 * checked, where an upload costs memory and temporary disk, and given back however it ends.
 * Each file streams to a temporary file, its size counted on the way: the first file over `maxFileBytes` (or over the limit the route's scope
 * registered @fastify/multipart with) stops the upload with 413 `attachment_too_large`, so a
 * refused upload never holds more than a chunk in memory. Once the whole upload has been parsed,
 * a file that starts like an image must be a whole image (isWholeImage), or the upload is
 * refused (400). A refused upload's temporaries are removed at once, an accepted one's after
 * the response (registerUploadCleanup).
 */
export async function readUploadParts(request: FastifyRequest, maxFileBytes: number): Promise<UploadPart[]> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const release = takeUploadSlot(request);
  try {
    return await readUploadPartsInSlot(request, maxFileBytes);
  } finally {
    release();
  }
}

async function readUploadPartsInSlot(request: FastifyRequest, maxFileBytes: number): Promise<UploadPart[]> {
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'upload-'));
  const inspector = createFileInspector(maxFileBytes);
  try {
    const parts: UploadPart[] = [];
    try {
      for await (const part of request.parts()) {
        // A part without a name (Content-Disposition without `name`) is malformed.
        if (typeof part.fieldname !== 'string' || part.fieldname === '') {
          if (part.type === 'file') part.file.resume();
          throw new AppError('bad_request');
        }
        if (part.type === 'field') {
          parts.push({
            type: 'field',
            fieldname: part.fieldname,
            value: String(part.value ?? ''),
            valueTruncated: part.valueTruncated,
          });
          continue;
        }
        const file = path.join(directory, String(parts.length));
        const stream = part.file;
        // busboy stops a file at the scope's limit and says so: stop the upload right there.
        const overLimit = new Promise<never>((_, reject) => {
          stream.once('limit', () => reject(new AppError('attachment_too_large')));
        });
        overLimit.catch(() => {});
        await Promise.race([
          pipeline(stream, byteLimit(maxFileBytes), fs.createWriteStream(file)),
          overLimit,
        ]);
        if (stream.truncated) throw new AppError('attachment_too_large');
        const { size } = await fs.promises.stat(file);
        parts.push({
          type: 'file',
          fieldname: part.fieldname,
          filename: part.filename,
          size,
          path: file,
          inspect: (look) => inspector(file, size, look),
        });
      }
    } catch (error) {
      throw toUploadError(error);
    }
    // A file that says it is an image must be a whole one, not only its first bytes.
    for (const part of parts) {
      if (part.type !== 'file') continue;
      const whole = await part.inspect((data) => {
        const image = sniffImageType(data);
        return !image || isWholeImage(data, image.mime);
      });
      if (!whole) {
        throw new AppError('validation_error', {
          details: [{ path: part.fieldname, message: `${part.filename} is not a complete image.` }],
        });
      }
    }
    // The files live until the response is sent; the handler stores them from disk.
    removeAfterResponse(request, directory);
    return parts;
  } catch (error) {
    await fs.promises.rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/** Temporary upload folders of requests still being answered. */
const temporariesOf = new WeakMap<FastifyRequest, string[]>();

function removeAfterResponse(request: FastifyRequest, directory: string): void {
  const directories = temporariesOf.get(request) ?? [];
  directories.push(directory);
  temporariesOf.set(request, directories);
}

async function removeTemporaries(request: FastifyRequest): Promise<void> {
  const directories = temporariesOf.get(request);
  if (!directories) return;
  temporariesOf.delete(request);
  await Promise.all(directories.map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
}

/**
 * Removes every request's upload temporaries once its response has been sent, or once the
 * client went away (an open file still reads to its end on this platform, so a store that is
 * streaming one finishes). Registered once, on the root instance, before any route.
 */
export function registerUploadCleanup(app: FastifyInstance): void {
  app.addHook('onResponse', removeTemporaries);
  app.addHook('onRequestAbort', removeTemporaries);
}

/**
 * The one file of a multipart upload (field `file`). A second file, or any field, is refused
 * (400) rather than ignored. Going over the size limit answers 413 `attachment_too_large`
 * rather than a truncated file.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  missing = 'Choose an image to upload.',
): Promise<Buffer> {
  let parts: UploadPart[];
  try {
    parts = await readUploadParts(request, maxBytes);
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_many_attachments') {
      throw new AppError('validation_error', { details: [{ path: 'file', message: 'Send one file only.' }] });
    }
    throw error;
  }
  const [first, ...rest] = parts;
  if (rest.length > 0) {
    throw new AppError('validation_error', { details: [{ path: 'file', message: 'Send one file only.' }] });
  }
  if (!first) throw new AppError('validation_error', { details: [{ path: 'file', message: missing }] });
  if (first.type !== 'file')
    throw new AppError('validation_error', { details: [{ path: 'file', message: missing }] });
  return fs.promises.readFile(first.path);
}
