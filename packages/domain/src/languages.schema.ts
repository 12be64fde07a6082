import { z } from 'zod';

/** A language as a request names it: any string, checked by the route (400 `unsupported_language`). */
export const languageInputSchema = z.string().max(35);
