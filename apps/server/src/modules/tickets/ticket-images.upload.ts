import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGE_MAX_FILES } from '@expertos/domain/ticket.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { readUploadParts, type UploadedFile } from '../../platform/storage/upload.js';

export type { UploadedFile };

/**
 * The multipart limits of a reference-image upload (docs/product.md#tickets): a 5 MB file, 10
 * files, no fields.
 */
export const REFERENCE_UPLOAD_LIMITS = {
  fileSize: REFERENCE_IMAGE_MAX_BYTES,
  files: REFERENCE_IMAGE_MAX_FILES,
  fields: 0,
};

/**
 * Every file of a multipart upload (field `files`, repeated), each streamed to a temporary
 * file under the size limit (platform/storage/upload.ts). The upload is read to its end
 * before anything is stored, so a refused file refuses the whole upload.
 */
export async function readUploadedFiles(request: FastifyRequest, field = 'files'): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const part of await readUploadParts(request, REFERENCE_IMAGE_MAX_BYTES)) {
    if (part.type !== 'file' || part.fieldname !== field) {
      throw new AppError('validation_error', {
        details: [{ path: part.fieldname, message: `Send the images in the "${field}" field.` }],
      });
    }
    files.push(part);
  }
  return files;
}
