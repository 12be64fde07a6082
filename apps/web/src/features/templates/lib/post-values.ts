import type { TemplateFields } from '@expertos/domain/templates';
import { TICKET_TEXT_MAX, ticketFieldsSchema } from '@expertos/domain/ticket.schema';
import type { PostFormat, PostPlatform, PostPurpose } from '@expertos/domain/tickets';

/** A post's texts the template form edits, by the ticket's own field names. */
export const POST_TEXT_FIELDS = [
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
  'caption',
] as const;
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];
export const HOOK_VARIATIONS = ['hook_variation_1', 'hook_variation_2', 'hook_variation_3'] as const;

/** Each text's limit, read from the ticket's schema so the two never differ. */
export const postTextMax = (field: PostTextField): number =>
  ticketFieldsSchema.shape[field].unwrap().maxLength ?? TICKET_TEXT_MAX;

/** A post's fields as the form holds them: a choice or null, a text or '' (not set). */
export interface PostValues extends Record<PostTextField, string> {
  post_platform: PostPlatform | null;
  post_format: PostFormat | null;
  post_audience: PostPurpose | null;
}

const POST_CHOICES = ['post_platform', 'post_format', 'post_audience'] as const;

export function postValuesOf(fields: TemplateFields | undefined): PostValues {
  return {
    post_platform: fields?.post_platform ?? null,
    post_format: fields?.post_format ?? null,
    post_audience: fields?.post_audience ?? null,
    hook: fields?.hook ?? '',
    hook_variation_1: fields?.hook_variation_1 ?? '',
    hook_variation_2: fields?.hook_variation_2 ?? '',
    hook_variation_3: fields?.hook_variation_3 ?? '',
    caption: fields?.caption ?? '',
  };
}

/**
 * The template's fields with the form's post fields laid over them: each one set is sent, one
 * left empty is left out, and none are for another type (as the new-ticket form does). The post
 * fields the form does not show (pillar, links, keyword) stay as they were.
 */
export function withPostValues(fields: TemplateFields, post: PostValues, isPost: boolean): TemplateFields {
  const next: TemplateFields = { ...fields };
  for (const field of [...POST_CHOICES, ...POST_TEXT_FIELDS]) delete next[field];
  if (!isPost) return next;
  if (post.post_platform) next.post_platform = post.post_platform;
  if (post.post_format) next.post_format = post.post_format;
  if (post.post_audience) next.post_audience = post.post_audience;
  for (const field of POST_TEXT_FIELDS) {
    const text = post[field].trim();
    if (text) next[field] = text;
  }
  return next;
}
