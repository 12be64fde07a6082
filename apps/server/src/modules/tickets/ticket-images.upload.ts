import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGE_MAX_FILES } from '@expertos/domain/ticket.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** The multipart limits of a reference-image upload (spec §5): a 5 MB file, 10 files, no fields. */
export const REFERENCE_UPLOAD_LIMITS = {
  fileSize: REFERENCE_IMAGE_MAX_BYTES,
  files: REFERENCE_IMAGE_MAX_FILES,
  fields: 0,
};

// The parser's limits, as the client reads them: too large 413, too many 400.
const LIMIT_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'attachment_too_large',
  FST_FILES_LIMIT: 'too_many_attachments',
  FST_FIELDS_LIMIT: 'bad_request',
  FST_PARTS_LIMIT: 'bad_request',
};

/**
 * Every file of a multipart upload (field `files`, repeated), whole in memory. The upload is
 * read to its end before anything is stored, so a refused file refuses the whole upload.
 */
export async function readUploadedFiles(request: FastifyRequest, field = 'files'): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files()) {
      const data = await part.toBuffer();
      if (part.fieldname !== field) {
        throw new AppError('validation_error', {
          details: [{ path: part.fieldname, message: `Send the images in the "${field}" field.` }],
        });
      }
      files.push({ filename: part.filename, data });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code in LIMIT_ERRORS)
      throw new AppError(LIMIT_ERRORS[code]!, { cause: error });
    throw error;
  }
  return files;
}
