import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { startWebPushService, type WebPushService } from '../../test/web-push-service.js';
import { createTimersTestContext, type TimersTestContext } from './round-timers.fixtures.js';

const DANA = 'dana@client.example';

/**
 * The approvals' messages in their reader's language (docs/product.md#languages), through the
 * mail queue, a real SMTP server and a local Web Push service: what goes to a brand's client —
 * who has no profile — in the brand's language, what goes to a member in their profile's.
 */
describe(`approval messages in their reader’s language on ${testDialect}`, { timeout: 60_000 }, () => {
  let t: TimersTestContext;
  let push: WebPushService;

  beforeAll(async () => {
    // The stand-in push service listens on 127.0.0.1.
    t = await createTimersTestContext({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    push = await startWebPushService();
  });
  beforeEach(async () => {
    await t.reset();
    push.received.length = 0;
  });
  afterAll(async () => {
    await push?.close();
    await t?.close();
  });

  const brandName = async () =>
    (
      await t.db
        .selectFrom('projects')
        .select('name')
        .where('id', '=', t.world.a.projectId)
        .executeTakeFirstOrThrow()
    ).name;
  const ticketNumber = async (uid: string) =>
    (await t.call('member', 'GET', `/api/tickets/${uid}`)).json().id as number;
  /**
   * Runs the push jobs waiting, and the ones they queue: a module's queue is on the real clock,
   * ahead of the test's (as mail jobs are, see `mailsTo`), so each is brought to the test's.
   */
  async function pushesDue() {
    for (let round = 0; round < 3; round++) {
      const moved = await t.db
        .updateTable('jobs')
        .set({ run_at: t.now().toISOString() })
        .where('type', 'like', 'push.%')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      await t.drain();
    }
  }

  it('writes to a client of a Spanish brand in Spanish: the approval link and the daily digest', async () => {
    const chosen = await t.call(
      'admin',
      'PUT',
      `/api/workspaces/${t.world.a.id}/projects/${t.world.a.projectId}`,
      {
        language: 'es',
      },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const brand = await brandName();

    // An approval link for one post, to an address without an account.
    const post = await t.call('member', 'POST', `/api/projects/${t.world.a.projectId}/tickets`, {
      summary: 'Autumn reel',
      ticket_type: 'post',
    });
    expect(post.statusCode, post.body).toBe(201);
    const sent = await t.call('member', 'POST', `/api/projects/${t.world.a.projectId}/approvals`, {
      ticket_uids: [post.json().uid],
      email: 'eva@client.example',
      name: 'Eva',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [link] = await t.mailsTo('eva@client.example');
    expect(link!.subject).toBe(`Ada Lovelace te pide tu aprobación: 1 publicación de ${brand}`);
    expect(link!.text).toContain('Hola, Eva:');
    expect(link!.text).toContain(`Revisar las publicaciones: ${sent.json().url}`);
    expect(link!.html).toContain('<html lang="es">');

    // A client step opens: the contact's digest goes out on the next poll, due Thursday.
    const dana = await t.contact('Dana Client', DANA);
    await t.workflow({ mode: 'required', steps: [{ kind: 'client', approvers: [dana] }] });
    await t.askedPost('Spring launch');
    await t.at('2026-05-04T10:01:00Z');
    const [digest] = await t.mailsTo(DANA);
    expect(digest!.subject).toBe(`Una publicación de ${brand} espera tu aprobación`);
    expect(digest!.text).toContain('Vence el jue, 7 de mayo: Spring launch');
    expect(digest!.text).toContain('— El equipo de Expertos');
  });

  it('tells a member whose profile speaks French of each decision in French', async () => {
    const chosen = await t.call('member', 'PUT', '/api/me', { language: 'fr' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // Decisions are not mailed by default.
    const mailed = await t.call('member', 'PUT', '/api/notifications/settings', {
      email: { approval_decided: true },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    await t.workflow({
      mode: 'multi_step',
      steps: [
        { kind: 'internal', approvers: [t.world.a.memberIds.admin] },
        { kind: 'internal', approvers: [t.world.a.memberIds.owner] },
      ],
    });
    const ticket = await t.askedPost('Spring launch');
    const number = await ticketNumber(ticket);

    await t.decide('admin', ticket, 'approved');
    await t.decide('owner', ticket, 'rejected', 'Pas cette semaine');
    const mails = (await t.mailsTo(t.people.member.email)).filter((m) => m.html?.includes('lang="fr"'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Ada Lovelace a validé une étape de #${number} Spring launch\u00a0; l’étape suivante est ouverte.`,
      `Ada Lovelace a refusé #${number} Spring launch.`,
    ]);
    expect(mails[1]!.text).toContain('«\u00a0Pas cette semaine\u00a0»');
    expect(mails[1]!.text).toContain(
      `Ouvrir la publication\u00a0: http://localhost:3000/brand/${t.world.a.projectSlug}/tasks/${ticket}`,
    );
    expect(mails[1]!.text).toContain('Bonjour Ada Lovelace,');
  });

  it('pushes to a member whose profile speaks German in German, and writes their reminder’s words in German', async () => {
    const chosen = await t.call('admin', 'PUT', '/api/me', { language: 'de' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const registered = await t.call('admin', 'POST', '/api/push/devices', {
      transport: 'webpush',
      subscription: push.subscribe(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await t.workflow({
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [t.world.a.memberIds.admin] }],
    });
    const ticket = await t.askedPost('Spring launch');
    const number = await ticketNumber(ticket);
    await pushesDue();

    expect(push.received.map((p) => p.payload)).toEqual([
      expect.objectContaining({
        title: 'Ihre Freigabe wird angefragt',
        body: `#${number} Spring launch`,
        data: expect.objectContaining({ kind: 'approval_requested' }),
      }),
    ]);
    const [asked] = (await t.mailsTo(t.people.admin.email)).filter((m) => m.html?.includes('lang="de"'));
    expect(asked!.subject).toBe(`Ada Lovelace bittet Sie um Freigabe: #${number} Spring launch`);
    expect(asked!.text).toContain('Beitrag prüfen: http://localhost:3000/brand/');

    // A day before it is due (the end of Thursday, Paris time): the reminder's own words — in
    // the bell, on the lock screen and in the e-mail — say the day in German.
    await t.at('2026-05-06T22:01:00Z');
    await pushesDue();
    const due = 'Fällig bis zum Ende des Tages am Do., 7. Mai.';
    expect((await t.notices('approval_reminder', ticket)).map((n) => n.excerpt)).toEqual([due]);
    expect(push.received.at(-1)?.payload).toMatchObject({
      title: `Wartet auf Ihre Freigabe: #${number} Spring launch`,
      body: due,
    });
    const reminded = (await t.mailsTo(t.people.admin.email)).filter((m) =>
      m.subject?.startsWith('Erinnerung'),
    );
    expect(reminded.map((m) => m.text?.includes(`wartet auf Ihre Freigabe. ${due}`))).toEqual([true]);
  });
});
