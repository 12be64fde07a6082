import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { z } from 'zod';

/**
 * Replies that are not JSON, declared as they are sent (issue 43: the OpenAPI document is the
 * caller's only guide, and the fuzz test and the authorization matrix hold every reply to it).
 */

/** Any: a stream or a buffer is sent as it is; the document says binary. */
const bytes = z.any().meta({ type: 'string', format: 'binary' });

/** A file's bytes, in one of `types` (`image/*` for any image). */
export function fileReply(types: readonly string[], description: string) {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])) };
}

/** A recording or a file that answers Range requests: the whole (200) or the part asked for (206). */
export function rangedReplies(types: readonly string[], what: string) {
  return {
    200: fileReply(types, `${what}, whole`),
    206: fileReply(types, `${what}, the range asked for (\`Content-Range\`)`),
    416: apiErrorSchema.describe('A range past the end (`video_range_invalid`)'),
  };
}

/** A CSV file (RFC 4180), for download. */
export function csvReply(description: string) {
  return { description, content: { 'text/csv': { schema: z.string() } } };
}

/** A browser sent back to the app after a provider's sign-in: `Location` names where it lands. */
export const redirectReply = {
  303: z.null().describe('Back to the app: `Location` names the page that says how it went'),
};
