import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * The one file of a multipart upload (field `file`), whole in memory. The size limit is the
 * one the route's scope registered @fastify/multipart with; going over it answers 413
 * `attachment_too_large` rather than a truncated file.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  missing = 'Choose an image to upload.',
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const file = await request.file();
  if (!file) throw new AppError('validation_error', { details: [{ path: 'file', message: missing }] });
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('attachment_too_large');
    throw error;
  });
}
