import {
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_MAX_FILES,
  COMMENT_BODY_MAX,
  COMMENT_UPLOAD_FIELDS,
} from '@expertos/domain/comment.schema';
import {
  COMMENT_ANCHOR_MESSAGES,
  COMMENT_VISIBILITIES,
  type CommentAnchor,
  type CommentVisibility,
  parseAnchorField,
} from '@expertos/domain/comment-anchor';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { readUploadParts, type UploadedFile } from '../../platform/storage/upload.js';

/**
 * The multipart limits of a new comment (docs/product.md#comments-and-files): 5 MB a file, 10 files
 * with the voice note, and three text fields (`body`, `anchor`, `visibility`), each big enough
 * for the longest body in UTF-8.
 */
export const COMMENT_UPLOAD_LIMITS = {
  fileSize: COMMENT_ATTACHMENT_MAX_BYTES,
  files: COMMENT_ATTACHMENT_MAX_FILES,
  fields: 3,
  fieldSize: COMMENT_BODY_MAX * 4,
};

/**
 * A new comment as the browser sent it: the body as typed (not yet trimmed), where it points
 * (its shape checked; whether it is the ticket's recording or image is the service's), who sees
 * it, its files, its voice note.
 */
export interface CommentUpload {
  body: string;
  anchor: CommentAnchor | null;
  visibility: CommentVisibility | null;
  files: UploadedFile[];
  voiceNote: UploadedFile | null;
}

const isVisibility = (value: string): value is CommentVisibility =>
  (COMMENT_VISIBILITIES as readonly string[]).includes(value);

const invalid = (path: string, message: string) =>
  new AppError('validation_error', { details: [{ path, message }] });

/**
 * Reads the parts in the order sent (`body`, then `files`, then `voice_note`), each file
 * streamed to a temporary file under the size limit (platform/storage/upload.ts). The upload
 * is read to its end before anything is stored, so one refused file refuses the whole comment.
 */
export async function readCommentUpload(request: FastifyRequest): Promise<CommentUpload> {
  const upload: CommentUpload = { body: '', anchor: null, visibility: null, files: [], voiceNote: null };
  for (const part of await readUploadParts(request, COMMENT_ATTACHMENT_MAX_BYTES)) {
    if (part.type === 'field') {
      readField(upload, part);
      continue;
    }
    const file: UploadedFile = part;
    if (part.fieldname === COMMENT_UPLOAD_FIELDS.files) {
      upload.files.push(file);
    } else if (part.fieldname === COMMENT_UPLOAD_FIELDS.voiceNote && !upload.voiceNote) {
      upload.voiceNote = file;
    } else if (part.fieldname === COMMENT_UPLOAD_FIELDS.voiceNote) {
      throw invalid('voice_note', 'A comment can carry one voice note.');
    } else {
      throw invalid(part.fieldname, 'Send the files in the "files" field.');
    }
  }
  return upload;
}

/** One text field of the form into the upload; an unknown field or a bad value refuses the comment. */
function readField(
  upload: CommentUpload,
  part: { fieldname: string; value: string; valueTruncated: boolean },
) {
  switch (part.fieldname) {
    case COMMENT_UPLOAD_FIELDS.body:
      if (part.valueTruncated) {
        throw invalid('body', `A comment can be at most ${COMMENT_BODY_MAX} characters long.`);
      }
      upload.body = part.value;
      return;
    case COMMENT_UPLOAD_FIELDS.anchor: {
      const read = part.valueTruncated ? null : parseAnchorField(part.value);
      if (!read) throw invalid('anchor', COMMENT_ANCHOR_MESSAGES.tooLong);
      if ('issues' in read) throw new AppError('validation_error', { details: read.issues });
      upload.anchor = read.anchor;
      return;
    }
    case COMMENT_UPLOAD_FIELDS.visibility:
      if (!isVisibility(part.value)) throw invalid('visibility', COMMENT_ANCHOR_MESSAGES.visibility);
      upload.visibility = part.value;
      return;
    default:
      throw invalid(part.fieldname, `Unknown field "${part.fieldname}".`);
  }
}
