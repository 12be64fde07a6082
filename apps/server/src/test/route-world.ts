import { insertTicket } from '../modules/tickets/tickets.fixtures.js';
import { buildWorld, type Person, type Persona, type World } from './world.js';

/**
 * Concrete addresses for every route of the API, in a world of two workspaces with a brand, a
 * ticket and a recorded subscription each: the authorization matrix and the plan gate's sweep
 * call every registered route with them.
 */
export const NO_ID = '00000000-0000-4000-8000-000000000000';

/** The subscription id the world records for a workspace. */
export const subscriptionOf = (workspaceId: string) => `sub_${workspaceId.replaceAll('-', '')}`;

/** A world with a ticket in each workspace's brand, and a subscription id on each workspace. */
export async function buildTicketWorld(
  db: Parameters<typeof buildWorld>[0],
  people: Record<Persona, Person>,
) {
  const world = await buildWorld(db, people);
  for (const id of [world.a.id, world.b.id]) {
    await db
      .updateTable('workspaces')
      .set({ stripe_subscription_id: subscriptionOf(id) })
      .where('id', '=', id)
      .execute();
  }
  const ticketA = await insertTicket(db, { workspaceId: world.a.id, projectId: world.a.projectId });
  const ticketB = await insertTicket(db, { workspaceId: world.b.id, projectId: world.b.projectId });
  return { world, tickets: { a: ticketA, b: ticketB } };
}

export function fillRoute(
  url: string,
  target: World['a'] | World['b'],
  world: World,
  ticketId: string,
): string {
  const member = 'memberIds' in target ? target.memberIds.external! : NO_ID;
  return (
    url
      // Another's sessions are never ended by the matrix: its people call on after it.
      .replace(':memberUid/sign-out', `${NO_ID}/sign-out`)
      .replace(':ticketId', ticketId)
      .replace(':imageId', NO_ID)
      .replace(':commentId', NO_ID)
      .replace(':fileId', NO_ID)
      .replace(':entryId', NO_ID)
      .replace(':notificationId', NO_ID)
      .replace(':jobId', NO_ID)
      .replace(':draftId', NO_ID)
      .replace(':videoId', NO_ID)
      .replace(':assetId', NO_ID)
      .replace(':versionId', NO_ID)
      .replace(':folderId', NO_ID)
      .replace(':uploadId', NO_ID)
      .replace(':importId', NO_ID)
      .replace(':size', 'small')
      .replace(':feedId', NO_ID)
      .replace(':uid', NO_ID)
      .replace(':channelId', NO_ID)
      .replace(':publicationId', NO_ID)
      .replace(':field', 'goal')
      .replace(':network', 'instagram')
      .replace(':choice', 'not-a-pending-choice-of-accounts')
      .replace(':token', 'not-the-share-token')
      .replace(':subscriptionId', subscriptionOf(target.id))
      .replace(':workspaceId', target.id)
      .replace(':projectId', target.projectId)
      .replace(':memberUid', member)
      .replace(':inviteUid', target.inviteId)
      .replace(':slug', target.projectSlug)
      .replace(':folder/:file', 'avatars/00000000-0000-4000-8000-000000000000.png')
      .replace('*', world ? 'get-session' : '')
  );
}
