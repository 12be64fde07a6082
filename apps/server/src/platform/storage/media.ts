/** The folders of uploaded images that are served publicly (avatars, brand covers, ticket reference images). */
export const MEDIA_FOLDERS = ['avatars', 'covers', 'references'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** Where a stored image is served from: `/api/media/<folder>/<uuid>.<ext>` (media.routes.ts). */
export const mediaUrl = (key: string): string => `/api/media/${key}`;
