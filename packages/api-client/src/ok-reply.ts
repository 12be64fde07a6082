import type { inviteOkSchema } from '@expertos/domain/invite.schema';
import type { z } from 'zod';
import { lazyReplies } from './lazy-replies';

/**
 * The `{ ok: true }` reply of the calls that answer only that they happened (deletes,
 * revoke, decline). One shape for all of them; the domain defines it with the invites. Imported
 * at the first such call (lazy-replies.ts): workspaces' and invites' calls are on the first screen.
 */
export const okReplySchema = lazyReplies(() => import('@expertos/domain/invite.schema'))('inviteOkSchema');
export type OkReply = z.infer<typeof inviteOkSchema>;
