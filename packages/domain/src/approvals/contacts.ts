import { z } from 'zod';
import { portalLinkSchema } from './portal';

// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export { APPROVAL_MAX_CONTACTS } from '../limits';

/**
 * A brand's client contacts (docs/product.md#approvals), kept by its brand admins: the people
 * outside the workspace a client step names, each reached by e-mail (and, later, by a portal
 * link of their own). Their address is shown to the brand's admins only.
 */

export const APPROVAL_CONTACT_NAME_MAX = 120;
export const APPROVAL_CONTACT_COMPANY_MAX = 120;

export const approvalContactInputSchema = z.object({
  name: z.string().trim().min(1).max(APPROVAL_CONTACT_NAME_MAX),
  email: z.email().max(254),
  company: z.string().trim().max(APPROVAL_CONTACT_COMPANY_MAX).nullable().default(null),
});
export type ApprovalContactInput = z.input<typeof approvalContactInputSchema>;

/** `PATCH`: any of the fields. */
export const approvalContactPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(APPROVAL_CONTACT_NAME_MAX),
    email: z.email().max(254),
    company: z.string().trim().max(APPROVAL_CONTACT_COMPANY_MAX).nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');

export const approvalContactSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  created_at: z.string(),
  /** Their portal link's state (never the link itself: it is shown once, when made). */
  portal: portalLinkSchema,
});
export type ApprovalContact = z.infer<typeof approvalContactSchema>;
