import { COMMENT_ATTACHMENT_MAX_BYTES, COMMENT_ATTACHMENT_MAX_FILES } from '@expertos/domain/comment.schema';
import { formatNumber } from '@/shared/lib/format';

/** Why files are not attached; the codes are the error catalogue's (shown as `errors.<code>`). */
export type AttachmentProblem =
  | { code: 'too_many_attachments' }
  | { code: 'attachment_too_large'; name: string };

export interface AttachmentCheck {
  accepted: File[];
  problems: AttachmentProblem[];
}

/**
 * Checks picked or dropped files in the browser before anything is sent
 * (docs/product.md#comments-and-files): at most COMMENT_ATTACHMENT_MAX_BYTES (5 MB) each, and
 * at most COMMENT_ATTACHMENT_MAX_FILES (10) on the comment, the voice note included. A file
 * that is too large is left out and named; a batch that would pass the count is refused whole,
 * since which files to drop is the user's choice. The server checks again.
 */
export function checkNewFiles(added: readonly File[], alreadyAttached: number): AttachmentCheck {
  const problems: AttachmentProblem[] = [];
  const accepted: File[] = [];
  for (const file of added) {
    if (file.size > COMMENT_ATTACHMENT_MAX_BYTES)
      problems.push({ code: 'attachment_too_large', name: file.name });
    else accepted.push(file);
  }
  if (accepted.length > 0 && alreadyAttached + accepted.length > COMMENT_ATTACHMENT_MAX_FILES) {
    return { accepted: [], problems: [{ code: 'too_many_attachments' }, ...problems] };
  }
  return { accepted, problems };
}

/** The last check before posting: the files and the voice note together. */
export function checkComment(
  files: readonly File[],
  voiceNote: { blob: Blob; name: string } | null,
): AttachmentProblem[] {
  const problems: AttachmentProblem[] = [];
  if (files.length + (voiceNote ? 1 : 0) > COMMENT_ATTACHMENT_MAX_FILES) {
    problems.push({ code: 'too_many_attachments' });
  }
  for (const file of files) {
    if (file.size > COMMENT_ATTACHMENT_MAX_BYTES)
      problems.push({ code: 'attachment_too_large', name: file.name });
  }
  if (voiceNote && voiceNote.blob.size > COMMENT_ATTACHMENT_MAX_BYTES) {
    problems.push({ code: 'attachment_too_large', name: voiceNote.name });
  }
  return problems;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 512 → '512 B', 1536 → '1.5 KB', 5242880 → '5 MB'. */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = formatNumber(value, locale, { maximumFractionDigits: digits });
  return `${number} ${UNITS[unit]}`;
}
