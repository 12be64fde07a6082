import { z } from 'zod';

/**
 * A link a person typed (live link, review link, Google Drive links, Shopify site, …): only
 * http(s) URLs, so a `javascript:` or `data:` link can never reach a page as an href.
 */
export const httpUrlSchema = z.url({ protocol: /^https?$/i, normalize: false }).max(2000);
