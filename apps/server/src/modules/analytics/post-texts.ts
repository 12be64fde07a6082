import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { PostTexts } from './learn.service.js';

/** An imported post's text by the network's id, from the module that imported it. */
export type ImportedTexts = (
  projectId: string,
  network: string,
  remoteIds: readonly string[],
) => Promise<Map<string, string>>;

/**
 * A post's text for the AI's examples: its ticket's caption as the ticket has it now (a post
 * published here, or an imported one made a ticket), else what the network holds for an
 * imported post. Read through the tickets and social modules' narrow reads.
 */
export function createPostTexts(sources: {
  tickets: Pick<TicketLookups, 'post'>;
  imported?: ImportedTexts;
}): PostTexts {
  return async (projectId, posts) => {
    const texts = new Map<string, string>();
    for (const post of posts) {
      if (!post.ticketId) continue;
      const ticket = await sources.tickets.post(post.ticketId, projectId);
      const text = (ticket?.caption ?? ticket?.recordedCaption)?.trim();
      if (text) texts.set(post.id, text);
    }
    if (!sources.imported) return texts;
    const missing = posts.filter((post) => !texts.has(post.id));
    const byNetwork = new Map<string, typeof missing>();
    for (const post of missing) byNetwork.set(post.network, [...(byNetwork.get(post.network) ?? []), post]);
    for (const [network, own] of byNetwork) {
      const found = await sources.imported(
        projectId,
        network,
        own.map((post) => post.remoteId),
      );
      for (const post of own) {
        const text = found.get(post.remoteId)?.trim();
        if (text) texts.set(post.id, text);
      }
    }
    return texts;
  };
}
