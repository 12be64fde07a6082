import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/portable.js';
import type { mailCollector } from './auth-helpers.js';
import {
  insertMember,
  insertProject,
  insertProjectMember,
  insertWorkspace,
  signUpPerson,
  type TestPerson,
} from './workspace-fixtures.js';

/**
 * People and places for authorization tests: real accounts (signed up and confirmed through
 * the identity service, so their tokens are real) and workspaces made directly in the
 * database, fresh for each test that may change them.
 */
export const PERSONAS = ['owner', 'admin', 'member', 'external', 'outsider'] as const;
export type Persona = (typeof PERSONAS)[number];
export type Person = TestPerson;

/** `mail` must be the collector the app sends its account mail to (`deps.sendAccountMail`). */
export async function signUpPeople(
  app: FastifyInstance,
  mail: ReturnType<typeof mailCollector>,
  tag = randomUUID().slice(0, 8),
) {
  const people = {} as Record<Persona, Person>;
  for (const persona of PERSONAS)
    people[persona] = await signUpPerson(app, mail, `${persona}-${tag}@example.com`);
  return people;
}

export interface World {
  /** The workspace owned by `owner`, with admin, member and external in it. */
  a: {
    id: string;
    projectId: string;
    projectSlug: string;
    memberIds: Record<Persona, string | undefined>;
    inviteId: string;
  };
  /** Another workspace, of `outsider`. */
  b: { id: string; projectId: string; projectSlug: string; inviteId: string };
}

async function slugOf(db: Db, projectId: string): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('slug')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.slug;
}

async function invite(db: Db, workspaceId: string, invitedBy: string) {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('invites')
    .values({
      id,
      workspace_id: workspaceId,
      email: `someone-${id.slice(0, 8)}@example.com`,
      role: 'member',
      project_ids: '[]',
      invited_by: invitedBy,
      status: 'pending',
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Two workspaces as the personas know them. Cheap: call it again for a clean slate. */
export async function buildWorld(db: Db, people: Record<Persona, Person>): Promise<World> {
  const a = await insertWorkspace(db, people.owner);
  const memberIds: Record<Persona, string | undefined> = {
    owner: a.ownerMemberId,
    admin: await insertMember(db, a.id, people.admin, 'admin'),
    member: await insertMember(db, a.id, people.member, 'member'),
    external: await insertMember(db, a.id, people.external, 'external'),
    outsider: undefined,
  };
  const projectA = await insertProject(db, a.id, people.owner.id);
  await insertProjectMember(db, projectA, memberIds.owner!, 'admin');
  await insertProjectMember(db, projectA, memberIds.member!, 'member');
  await insertProjectMember(db, projectA, memberIds.external!, 'member');

  const b = await insertWorkspace(db, people.outsider);
  const projectB = await insertProject(db, b.id, people.outsider.id);
  await insertProjectMember(db, projectB, b.ownerMemberId, 'admin');

  return {
    a: {
      id: a.id,
      projectId: projectA,
      projectSlug: await slugOf(db, projectA),
      memberIds,
      inviteId: await invite(db, a.id, people.owner.id),
    },
    b: {
      id: b.id,
      projectId: projectB,
      projectSlug: await slugOf(db, projectB),
      inviteId: await invite(db, b.id, people.outsider.id),
    },
  };
}
