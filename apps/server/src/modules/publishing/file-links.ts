import { createExpiringLinks } from '../../platform/secrets/expiring-links.js';

/** How long a post's file link works: the network fetches it while the post is being sent. */
export const PUBLISH_FILE_LINK_SECONDS = 60 * 60;

/**
 * Links to a publication's files that a network fetches by itself (Instagram, Threads, TikTok
 * and Pinterest pull media from a public address rather than taking an upload): signed, short,
 * and served only while the publication is being sent (publishing-files.routes.ts). Absolute,
 * on PUBLIC_URL, which the network must be able to reach.
 */
export function createFileLinks(secret: Buffer, publicUrl: string) {
  const links = createExpiringLinks(secret, 'expertos publishing files');
  const subject = (publicationId: string, index: number) => `${publicationId}\n${index}`;
  return {
    url(publicationId: string, index: number, now: Date): string {
      const token = links.sign(subject(publicationId, index), now, PUBLISH_FILE_LINK_SECONDS);
      return `${publicUrl}/api/publishing/files/${publicationId}/${index}?token=${token}`;
    },
    check: (publicationId: string, index: number, token: string, now: Date) =>
      links.check(subject(publicationId, index), token, now),
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
