import { randomUUID } from 'node:crypto';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  insertMember,
  insertProject,
  insertProjectMember,
  insertWorkspace,
  signUpPerson,
  type TestPerson,
} from '../../test/workspace-fixtures.js';

/**
 * Test support for the brand tests: five real accounts, and two workspaces made directly in
 * the database (fresh for each test, so tests never see each other's brands).
 */
export const PERSONAS = ['owner', 'admin', 'member', 'external', 'outsider'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface BrandWorld {
  /** Owned by `owner`; `admin` is an admin; `member` and `external` were given brand `projectId`. */
  a: {
    id: string;
    projectId: string;
    projectSlug: string;
    memberIds: Record<Exclude<Persona, 'outsider'>, string>;
  };
  /** Owned by `outsider`, with its own brand. */
  b: { id: string; projectId: string; projectSlug: string; outsiderMemberId: string };
}

export async function createBrandTestContext() {
  const mail = mailCollector();
  const ctx: TestContext = await createTestContext({ deps: { sendAccountMail: mail.send } });
  const tag = randomUUID().slice(0, 8);
  const people = {} as Record<Persona, TestPerson>;
  for (const persona of PERSONAS) {
    people[persona] = await signUpPerson(ctx.app, mail, `${persona}-${tag}@example.com`);
  }

  const call = (persona: Persona, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  async function slugOf(projectId: string): Promise<string> {
    const row = await ctx.database.db
      .selectFrom('projects')
      .select('slug')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    return row.slug;
  }

  async function buildWorld(): Promise<BrandWorld> {
    const db = ctx.database.db;
    const a = await insertWorkspace(db, people.owner);
    const memberIds = {
      owner: a.ownerMemberId,
      admin: await insertMember(db, a.id, people.admin, 'admin'),
      member: await insertMember(db, a.id, people.member, 'member'),
      external: await insertMember(db, a.id, people.external, 'external'),
    };
    const projectA = await insertProject(db, a.id, people.owner.id);
    await insertProjectMember(db, projectA, memberIds.owner, 'admin');
    await insertProjectMember(db, projectA, memberIds.member, 'member');
    await insertProjectMember(db, projectA, memberIds.external, 'member');

    const b = await insertWorkspace(db, people.outsider);
    const projectB = await insertProject(db, b.id, people.outsider.id);
    await insertProjectMember(db, projectB, b.ownerMemberId, 'admin');
    return {
      a: { id: a.id, projectId: projectA, projectSlug: await slugOf(projectA), memberIds },
      b: {
        id: b.id,
        projectId: projectB,
        projectSlug: await slugOf(projectB),
        outsiderMemberId: b.ownerMemberId,
      },
    };
  }

  return { ctx, people, call, buildWorld };
}
