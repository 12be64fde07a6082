import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transcriptionTokens } from '@expertos/domain/ai.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { testDialect } from '../../test/context.js';
import { usageDay } from '../ai/ai-usage.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { recordLikeABrowser, uploadRecording } from './video.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/** Enough for one transcription of the 4-second recording (84 tokens), not two. */
const LIMIT = 150;

/** The length of a sound file as ffprobe reads it, in milliseconds (as the server measures it). */
function durationMs(audio: Buffer, dir: string): number {
  const file = path.join(dir, `sent-${Math.random().toString(36).slice(2)}.ogg`);
  fs.writeFileSync(file, audio);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
  ]);
  return Math.round(Number.parseFloat(out.toString()) * 1000);
}

describe(`POST /api/tickets/{id}/videos/{id}/script and the daily AI allowance on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let scratch: string;
  let ai: AiServer;
  let ticketUid: string;
  let videoUid: string;

  const script = () => t.call('member', 'POST', `/api/tickets/${ticketUid}/videos/${videoUid}/script`);
  const usedToday = async () =>
    ((await t.call('member', 'GET', `/api/workspaces/${world.a.id}/ai`)).json() as { used_today: number })
      .used_today;

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-script-'));
    ai = await startAiServer();
    t = await createTicketsTestContext({
      env: { AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey, AI_DAILY_TOKEN_LIMIT: String(LIMIT) },
    });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
    ticketUid = (await t.createTicket('member', world.a.projectId, { summary: 'Walkthrough' })).uid;
    videoUid = await uploadRecording(
      `${base}/api/projects/${world.a.projectId}/videos`,
      t.people.member.headers,
      recordLikeABrowser(scratch),
      { filetype: 'video/webm', ticket_uid: ticketUid },
    );
  }, 60_000);
  afterAll(async () => {
    await t.ctx.close();
    await ai.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("adds the audio's minutes, as tokens at the documented rate, to the workspace's day", async () => {
    expect(await usedToday()).toBe(0);
    ai.nextTranscript({ kind: 'text', text: 'We open the checkout.' });
    const res = await script();
    expect(res.statusCode).toBe(200);
    expect(ai.transcribedFiles).toHaveLength(1);
    const expected = transcriptionTokens(durationMs(ai.transcribedFiles[0]!, scratch));
    expect(expected).toBeGreaterThan(60);
    expect(await usedToday()).toBe(expected);
  });

  it('refuses one whose audio would take the day past the allowance, and sends nothing', async () => {
    const sent = ai.transcriptions.length;
    const res = await script();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'ai_daily_limit' });
    expect(ai.transcriptions).toHaveLength(sent);
  });

  it('refuses any once the workspace has used its allowance, and sends nothing', async () => {
    await t.ctx.database.db
      .updateTable('ai_usage')
      .set({ tokens: LIMIT })
      .where('workspace_id', '=', world.a.id)
      .where('day', '=', usageDay(new Date()))
      .execute();
    const sent = ai.transcriptions.length;
    const res = await script();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'ai_daily_limit' });
    expect(ai.transcriptions).toHaveLength(sent);
  });
});
