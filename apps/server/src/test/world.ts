import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/portable.js';
import { type mailCollector, signUpAndConfirm } from './auth-helpers.js';

/**
 * People and places for authorization tests: real accounts (signed up and confirmed through
 * the identity service, so their tokens are real) and workspaces made directly in the
 * database, fresh for each test that may change them.
 */
export const PERSONAS = ['owner', 'admin', 'member', 'external', 'outsider'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface Person {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** `mail` must be the collector the app sends its account mail to (`deps.sendAccountMail`). */
export async function signUpPeople(
  app: FastifyInstance,
  mail: ReturnType<typeof mailCollector>,
  tag = randomUUID().slice(0, 8),
) {
  const people = {} as Record<Persona, Person>;
  for (const persona of PERSONAS) {
    const email = `${persona}-${tag}@example.com`;
    const { token } = await signUpAndConfirm(app, mail, email);
    const [, payload] = token.split('.');
    const id = JSON.parse(Buffer.from(payload!, 'base64url').toString()).sub as string;
    people[persona] = { id, email, token, headers: { authorization: `Bearer ${token}` } };
  }
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

async function workspace(db: Db, name: string, ownerId: string) {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('workspaces')
    .values({
      id,
      name,
      industry: null,
      owner_id: ownerId,
      whitelisted: 0,
      stripe_subscription_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function member(db: Db, workspaceId: string, person: Person, role: 'admin' | 'member' | 'external') {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('workspace_members')
    .values({
      id,
      workspace_id: workspaceId,
      user_id: person.id,
      email: person.email,
      role,
      status: 'joined',
      jira_associated: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function project(db: Db, workspaceId: string, ownerId: string, slug: string) {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('projects')
    .values({
      id,
      workspace_id: workspaceId,
      name: slug,
      slug,
      shopify_site: null,
      cover_key: null,
      phase: 'active',
      owner_id: ownerId,
      content_pillars: '[]',
      content_formats: '[]',
      other_preferences: '',
      off_brand: '[]',
      slate_review_day: 'friday',
      slate_growth_content: 0,
      slate_trust_building_content: 0,
      slate_sales_promotions_content: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function grant(db: Db, projectId: string, memberId: string, role: 'admin' | 'member') {
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, member_id: memberId, role, access: 'granted', created_at: nowIso() })
    .execute();
}

async function invite(db: Db, workspaceId: string, invitedBy: string, email: string) {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('invites')
    .values({
      id,
      workspace_id: workspaceId,
      email,
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
  const tag = randomUUID().slice(0, 6);
  const a = await workspace(db, `Studio ${tag}`, people.owner.id);
  const memberIds: Record<Persona, string | undefined> = {
    owner: await member(db, a, people.owner, 'admin'),
    admin: await member(db, a, people.admin, 'admin'),
    member: await member(db, a, people.member, 'member'),
    external: await member(db, a, people.external, 'external'),
    outsider: undefined,
  };
  const projectA = await project(db, a, people.owner.id, `brand-a-${tag}`);
  await grant(db, projectA, memberIds.owner!, 'admin');
  await grant(db, projectA, memberIds.member!, 'member');
  await grant(db, projectA, memberIds.external!, 'member');
  const inviteA = await invite(db, a, people.owner.id, `someone-${tag}@example.com`);

  const b = await workspace(db, `Rival ${tag}`, people.outsider.id);
  const outsiderMember = await member(db, b, people.outsider, 'admin');
  const projectB = await project(db, b, people.outsider.id, `brand-b-${tag}`);
  await grant(db, projectB, outsiderMember, 'admin');
  const inviteB = await invite(db, b, people.outsider.id, `other-${tag}@example.com`);

  return {
    a: { id: a, projectId: projectA, projectSlug: `brand-a-${tag}`, memberIds, inviteId: inviteA },
    b: { id: b, projectId: projectB, projectSlug: `brand-b-${tag}`, inviteId: inviteB },
  };
}
