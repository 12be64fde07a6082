/**
 * The folders of uploaded images that are served publicly (avatars, brand covers). Ticket
 * reference images (`references/…`) are not among them: they are served only through the
 * access-checked ticket routes (tickets/ticket-images.routes.ts).
 */
export const MEDIA_FOLDERS = ['avatars', 'covers'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** Where a stored image is served from: `/api/media/<folder>/<uuid>.<ext>` (media.routes.ts). */
export const mediaUrl = (key: string): string => `/api/media/${key}`;
