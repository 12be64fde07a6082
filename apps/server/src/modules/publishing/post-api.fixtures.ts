import { randomUUID } from 'node:crypto';
import { publishingChannelSchema } from '@expertos/domain/publishing/channel.schema';
import { expect } from 'vitest';
import type { FakeBluesky } from '../../test/bluesky-server.js';
import type { Persona, World } from '../../test/world.js';

/** A test's call to the API as one of its people. */
type Call = (
  persona: Persona,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<{ statusCode: number; body: string; json: () => unknown }>;

/**
 * A post ticket's life through the API in brand A of the test's world, as its people live it:
 * a member writes the post, the admin approves it under a workflow that requires it.
 */
export function postCalls(call: Call, world: () => World) {
  return {
    /** A new post ticket of brand A; its uid. */
    async newPost(): Promise<string> {
      const created = await call('member', 'POST', `/api/projects/${world().a.projectId}/tickets`, {
        summary: 'Spring launch',
        ticket_type: 'post',
        caption: 'Our spring menu is here',
      });
      expect(created.statusCode, created.body).toBe(201);
      return (created.json() as { uid: string }).uid;
    },

    /** Brand A's workflow makes posts wait for the admin's approval. */
    async requireApproval(): Promise<void> {
      const wf = await call('admin', 'PUT', `/api/projects/${world().a.projectId}/approval-workflow`, {
        mode: 'required',
        steps: [{ kind: 'internal', approvers: [world().a.memberIds.admin] }],
      });
      expect(wf.statusCode, wf.body).toBe(200);
    },

    /** The member asks for approval and the admin approves the post as it is. */
    async approve(ticket: string): Promise<void> {
      expect((await call('member', 'POST', `/api/tickets/${ticket}/approval`)).statusCode).toBe(201);
      const asked = await call('admin', 'GET', `/api/tickets/${ticket}/approval`);
      const { version } = (asked.json() as { round: { version: string } }).round;
      const decided = await call('admin', 'POST', `/api/tickets/${ticket}/approval/decisions`, {
        decision: 'approved',
        version,
      });
      expect(decided.statusCode, decided.body).toBe(200);
    },

    /** A new account on the Bluesky stand-in, connected to brand A by the owner; the channel's uid. */
    async connectBluesky(pds: FakeBluesky): Promise<string> {
      const account = pds.addAccount({ handle: `brand-${randomUUID().slice(0, 6)}.bsky.social` });
      const res = await call(
        'owner',
        'POST',
        `/api/projects/${world().a.projectId}/publishing/channels/bluesky`,
        {
          host: pds.origin,
          identifier: account.handle,
          app_password: account.appPassword,
        },
      );
      return publishingChannelSchema.parse(res.json()).uid;
    },
  };
}
