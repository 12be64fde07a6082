import { z } from 'zod';
import { CHANNEL_NETWORKS, type ChannelNetwork, HANDOFF_APPS, isHandoffNetwork } from './handoff';

/**
 * A published post whose library asset may no longer be used (docs/product.md#asset-library):
 * its rights have ended (today, UTC) or its licence now bars the post's network. It is taken
 * down where the network's adapter can delete a post (`can_take_down`); elsewhere the daily
 * rights sweep makes one task for a person to take it down by hand (`task_uid`).
 */
export const rightsTakedownSchema = z
  .object({
    publication_uid: z.string(),
    /** The publication's version, for `POST …/take-down` on the copy seen. */
    version: z.number().int(),
    ticket_uid: z.string(),
    ticket_title: z.string(),
    network: z.enum(CHANNEL_NETWORKS),
    handle: z.string(),
    remote_url: z.string().nullable(),
    published_at: z.string().nullable(),
    asset: z.object({
      uid: z.string(),
      name: z.string(),
      /** Its last allowed day (`YYYY-MM-DD`); null when its licence bars the network. */
      last_day: z.string().nullable(),
      reason: z.enum(['expired', 'network']),
    }),
    /** The network's adapter can delete the post (and the channel is still connected). */
    can_take_down: z.boolean(),
    /** The task the daily sweep made to take it down by hand; null when none (yet). */
    task_uid: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        publication_uid: '3f0c8a52-1d7e-4b7e-9c1a-2a9d5d1b7e10',
        version: 3,
        ticket_uid: '9b2d1c44-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        ticket_title: '#12 Spring launch',
        network: 'mastodon',
        handle: '@brand@mastodon.social',
        remote_url: 'https://mastodon.social/@brand/113000000000000001',
        published_at: '2026-05-02T09:00:00.000Z',
        asset: {
          uid: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
          name: 'logo.png',
          last_day: '2026-05-10',
          reason: 'expired',
        },
        can_take_down: true,
        task_uid: null,
      },
    ],
  });
export type RightsTakedown = z.infer<typeof rightsTakedownSchema>;
export const rightsTakedownListSchema = z.array(rightsTakedownSchema);

/** `POST /tickets/{ticketId}/publications/{publicationId}/take-down`: on the copy seen. */
export const takeDownPublicationSchema = z
  .object({ version: z.number().int().min(1).max(1_000_000) })
  .meta({ examples: [{ version: 3 }] });
export type TakeDownPublicationInput = z.infer<typeof takeDownPublicationSchema>;

/** A network's name as a person writes it (Bluesky, Mastodon, then the hand-off apps' names). */
export function networkName(network: ChannelNetwork): string {
  if (isHandoffNetwork(network)) return HANDOFF_APPS[network].name;
  return network === 'bluesky' ? 'Bluesky' : 'Mastodon';
}

/** What the timeline says, and the task is called, in these words once (server and web). */
export const TAKEDOWN_WORDS = {
  takenDown: (url: string | null) =>
    `Taken down from the network${url ? ` (was ${url})` : ''}: its library asset may no longer be used.`,
  taskTitle: (network: ChannelNetwork, number: number, assetName: string) =>
    `Take down the ${networkName(network)} post of #${number}: “${assetName}” may no longer be used`,
  taskMade: (number: number) => `Task #${number} made to take it down by hand.`,
} as const;
