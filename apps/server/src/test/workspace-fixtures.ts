import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/portable.js';
import { type mailCollector, signUpAndConfirm } from './auth-helpers.js';

/**
 * Workspaces, members and brands made directly in the database, for tests that need one
 * before (or without) going through the workspaces and projects routes.
 */

export interface TestPerson {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
  /** The browser session the token came from, and the password (for tests that sign in again). */
  cookie: string;
  password: string;
}

/** A real, confirmed account (its token is a real ID token) with its user id. */
export async function signUpPerson(
  app: FastifyInstance,
  mail: ReturnType<typeof mailCollector>,
  email: string,
): Promise<TestPerson> {
  const { token, cookie, password } = await signUpAndConfirm(app, mail, email);
  const [, payload] = token.split('.');
  const id = JSON.parse(Buffer.from(payload!, 'base64url').toString()).sub as string;
  return { id, email, token, headers: { authorization: `Bearer ${token}` }, cookie, password };
}

export async function insertMember(
  db: Db,
  workspaceId: string,
  person: { id: string; email: string },
  role: 'admin' | 'member' | 'external',
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('workspace_members')
    .values({
      id,
      workspace_id: workspaceId,
      user_id: person.id,
      email: person.email.toLowerCase(),
      role,
      status: 'joined',
      jira_associated: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A workspace owned by `owner`, who is its admin. */
export async function insertWorkspace(
  db: Db,
  owner: { id: string; email: string },
  name = `Studio ${randomUUID().slice(0, 6)}`,
): Promise<{ id: string; name: string; ownerMemberId: string }> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('workspaces')
    .values({
      id,
      name,
      industry: null,
      owner_id: owner.id,
      whitelisted: 0,
      stripe_subscription_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const ownerMemberId = await insertMember(db, id, owner, 'admin');
  return { id, name, ownerMemberId };
}

/** A brand of the workspace. */
export async function insertProject(db: Db, workspaceId: string, ownerId: string): Promise<string> {
  const id = randomUUID();
  const slug = `brand-${id.slice(0, 8)}`;
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

/** Puts a member on a brand: granted access, or a pending request. */
export async function insertProjectMember(
  db: Db,
  projectId: string,
  memberId: string,
  role: 'admin' | 'member' = 'member',
  access: 'granted' | 'requested' = 'granted',
): Promise<void> {
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, member_id: memberId, role, access, created_at: nowIso() })
    .execute();
}
