import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.js';
import { createMailLimits } from '../../platform/mail/mail-limits.js';
import { createOutboundMail } from '../../platform/mail/outbound-mail.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { insertWorkspace, signUpPerson, type TestPerson } from '../../test/workspace-fixtures.js';
import { createInviteViews } from './invite-views.js';
import { queuedMailsTo } from './invites.fixtures.js';
import { createInvitesRepository } from './invites.repository.js';
import { createInvitesService, type InvitesServiceDeps, type InviteWorkspaces } from './invites.service.js';

/** The invite and its e-mail are one transaction: neither is kept without the other. */
describe('creating an invite is atomic', () => {
  let ctx: TestContext;
  let admin: TestPerson;
  let workspaceId: string;
  let queue: JobQueue;
  const mail = mailCollector();

  const workspaces: InviteWorkspaces = {
    addMember: async () => {
      throw new Error('not used here');
    },
    findMemberByEmail: async () => null,
    transaction: (fn) => ctx.database.db.transaction().execute(fn),
  };
  /** The invite's e-mail goes out through the outbound-mail door, over this queue. */
  const mailOver = (over: Pick<JobQueue, 'enqueue'>) =>
    createOutboundMail({ queue: over, limits: createMailLimits({ database: ctx.database }) });
  const serviceWith = (deps: Partial<InvitesServiceDeps>) =>
    createInvitesService({
      invites: createInvitesRepository(ctx.database.db),
      views: createInviteViews(ctx.database.db, ctx.database.dialect),
      workspaces,
      mail: mailOver(queue),
      publicUrl: 'http://localhost:3000',
      ...deps,
    });
  const invitesTo = (email: string) =>
    ctx.database.db.selectFrom('invites').select('id').where('email', '=', email).execute();

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    admin = await signUpPerson(ctx.app, mail, 'admin@example.com');
    workspaceId = (await insertWorkspace(ctx.database.db, admin)).id;
    queue = createJobQueue({ database: ctx.database });
  });
  afterAll(() => ctx.close());

  it('queues no e-mail when the invite cannot be stored', async () => {
    const taken = randomUUID();
    await serviceWith({ newId: () => taken }).create(workspaceId, admin.id, {
      email: 'first@example.com',
      role: 'member',
      project_uids: [],
    });
    // The same id again: the insert fails on the primary key.
    const failing = serviceWith({ newId: () => taken }).create(workspaceId, admin.id, {
      email: 'second@example.com',
      role: 'member',
      project_uids: [],
    });
    await expect(failing).rejects.toThrow();
    expect(await queuedMailsTo(ctx.database.db, 'second@example.com')).toEqual([]);
    expect(await invitesTo('second@example.com')).toEqual([]);
  });

  it('keeps no invite (and no e-mail) when queueing the e-mail fails', async () => {
    const broken: Pick<JobQueue, 'enqueue'> = {
      // Writes the job in the transaction, then fails: the rollback must take both away.
      enqueue: async (type, payload, options) => {
        await queue.enqueue(type, payload, options);
        throw new Error('queue unavailable');
      },
    };
    const failing = serviceWith({ mail: mailOver(broken) }).create(workspaceId, admin.id, {
      email: 'third@example.com',
      role: 'member',
      project_uids: [],
    });
    await expect(failing).rejects.toThrow('queue unavailable');
    expect(await invitesTo('third@example.com')).toEqual([]);
    expect(await queuedMailsTo(ctx.database.db, 'third@example.com')).toEqual([]);
  });
});
