import { inviteOkSchema } from '@expertos/domain/invite.schema';
import type { z } from 'zod';

/**
 * The `{ ok: true }` reply of the calls that answer only that they happened (deletes,
 * revoke, decline). One shape for all of them; the domain defines it with the invites.
 */
export const okReplySchema = inviteOkSchema;
export type OkReply = z.infer<typeof okReplySchema>;
