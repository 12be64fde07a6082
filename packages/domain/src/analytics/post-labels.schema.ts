import { z } from 'zod';
import { ticketPillarSchema } from '../ticket.schema';
import { POST_FORMATS, POST_PURPOSES } from '../tickets';

/**
 * An imported post's labels (docs/product.md#analytics): an imported post without a ticket is
 * labelled on the results page, and its labels are kept by the social module, which owns the
 * imported posts. The same three a post ticket has: the pillar (one of the brand's content
 * pillars, checked by the server), the purpose and the format; null for none.
 */
export const importedPostLabelsSchema = z.object({
  pillar: ticketPillarSchema.nullable(),
  purpose: z.enum(POST_PURPOSES, { message: 'Unknown purpose' }).nullable(),
  format: z.enum(POST_FORMATS, { message: 'Unknown format' }).nullable(),
});
export type ImportedPostLabels = z.infer<typeof importedPostLabelsSchema>;
