import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGE_MAX_FILES } from '@expertos/domain/ticket.schema';

/** Why a picked file is not uploaded; the codes are the catalogue's where it has one. */
export type ReferenceImageProblem =
  | { code: 'too_many_attachments' }
  | { code: 'attachment_too_large'; name: string }
  | { code: 'not_an_image'; name: string };

export interface ReferenceImageCheck {
  /** What may be uploaded. */
  accepted: File[];
  problems: ReferenceImageProblem[];
}

/**
 * Checks picked files in the browser before anything is sent (docs/product.md#tickets): images
 * only, at most REFERENCE_IMAGE_MAX_BYTES (5 MB) each, and at most REFERENCE_IMAGE_MAX_FILES
 * (10) on the ticket. A file that fails is left out and named; a batch that would pass the
 * count is refused whole, since which images to drop is the user's choice. The server checks
 * again.
 */
export function checkReferenceImages(files: readonly File[], alreadyOnTicket: number): ReferenceImageCheck {
  const problems: ReferenceImageProblem[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) problems.push({ code: 'not_an_image', name: file.name });
    else if (file.size > REFERENCE_IMAGE_MAX_BYTES)
      problems.push({ code: 'attachment_too_large', name: file.name });
    else accepted.push(file);
  }
  if (accepted.length > 0 && alreadyOnTicket + accepted.length > REFERENCE_IMAGE_MAX_FILES) {
    return { accepted: [], problems: [{ code: 'too_many_attachments' }, ...problems] };
  }
  return { accepted, problems };
}
