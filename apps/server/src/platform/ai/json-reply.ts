import type { z } from 'zod';

/**
 * A model's JSON answer checked against the shape it was asked for; null when it is not JSON
 * or not of that shape. Some local models wrap JSON in a Markdown fence even when asked not
 * to; the fence is taken off first.
 */
export function jsonReply<S extends z.ZodType>(schema: S, text: string): z.output<S> | null {
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  try {
    const parsed = schema.safeParse(JSON.parse(unfenced));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
