import { COMMENT_ANCHOR_MESSAGES, type CommentAnchor, pastEndMessage } from '@expertos/domain/comment-anchor';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { RecordingFacts } from '../media/recording-facts.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { CommentsRepository } from './comments.repository.js';

const invalid = (path: string, message: string) =>
  new AppError('validation_error', { details: [{ path: `anchor.${path}`, message }] });

/**
 * What an anchor's shape cannot tell (docs/product.md#comments-and-files): a time anchor names a
 * recording attached to the comment's ticket and no moment past its end (once its length is
 * known); a pin names one of the ticket's reference images or an image attached to a comment on
 * it. Another ticket's recording or image is refused like an unknown one (400 at the field), so
 * a ticket's comments tell nothing of another's files.
 */
export function createAnchorCheck({
  recordings,
  images,
  comments,
}: {
  /** The media module's read of a recording's ticket and length. */
  recordings: Pick<RecordingFacts, 'placeOf'>;
  /** The tickets module's read of a ticket's reference images. */
  images: Pick<TicketReviewFacts, 'referenceImagesOf'>;
  comments: Pick<CommentsRepository, 'isImageOfTicket'>;
}) {
  return async function checkAnchor(ticketId: string, anchor: CommentAnchor, trx?: Db): Promise<void> {
    if (anchor.kind === 'time') {
      const place = await recordings.placeOf(anchor.video_uid, trx);
      if (!place || place.ticketId !== ticketId)
        throw invalid('video_uid', COMMENT_ANCHOR_MESSAGES.recordingNotOnTicket);
      if (place.durationMs === null) return;
      if (anchor.start_ms > place.durationMs) throw invalid('start_ms', pastEndMessage(place.durationMs));
      if (anchor.end_ms !== undefined && anchor.end_ms > place.durationMs)
        throw invalid('end_ms', pastEndMessage(place.durationMs));
      return;
    }
    const references = await images.referenceImagesOf([ticketId], trx);
    if (references.some((image) => image.id === anchor.image_uid)) return;
    if (await comments.isImageOfTicket(ticketId, anchor.image_uid, trx)) return;
    throw invalid('image_uid', COMMENT_ANCHOR_MESSAGES.imageNotOnTicket);
  };
}
export type AnchorCheck = ReturnType<typeof createAnchorCheck>;
