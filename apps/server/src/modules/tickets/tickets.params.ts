import { apiErrorSchema } from '@expertos/domain/errors';
import { z } from 'zod';

// The access policies read these names: `:id` a workspace, `:projectId` a brand, `:ticketId` a ticket.
const id = z.string().min(1).max(64);
export const workspaceParams = z.object({ id });
export const projectParams = z.object({ projectId: id });
export const ticketParams = z.object({ ticketId: id });
export const imageParams = ticketParams.extend({ imageId: id });
export const sharedParams = ticketParams.extend({ token: z.string().min(1).max(128) });
export const sharedImageParams = sharedParams.extend({ imageId: id });

/** The error replies every tickets route may give. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export const tags = ['tickets'];
