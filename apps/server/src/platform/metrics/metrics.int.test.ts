import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createJobQueue } from '../jobs/job-queue.js';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('GET /api/metrics', () => {
  let ctx: TestContext;
  let plain: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN, RUN_WORKER: 'false' } });
    plain = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
    await plain.close();
  });

  const scrape = (token?: string, on = ctx) =>
    on.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('does not exist without METRICS_TOKEN, and asks for the token when it does', async () => {
    expect((await scrape(TOKEN, plain)).statusCode).toBe(404);
    const anonymous = await scrape();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
    expect((await scrape(`${TOKEN}x`)).statusCode).toBe(401);
  });

  it('counts requests by route pattern, times them, and reads the job queue', async () => {
    for (const id of ['a1', 'b2', 'c3']) await ctx.app.inject({ method: 'GET', url: `/api/tickets/${id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const queue = createJobQueue({ database: ctx.database });
    await queue.enqueue('mail.send', { to: 'a@example.com' }, { runAt: new Date(Date.now() - 60_000) });

    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['x-request-id']).toBeTruthy();
    const text = res.body;
    // One series for the three tickets: the pattern, not the ids.
    expect(text).toMatch(
      /expertos_http_requests_total\{method="GET",route="\/api\/tickets\/:ticketId",status="401"\} 3/,
    );
    expect(text).not.toContain('/api/tickets/a1');
    expect(text).toMatch(/expertos_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toMatch(
      /expertos_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/,
    );
    // Every pending job, ours and those the modules keep (the results poll re-arms itself).
    const pending = await ctx.database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    expect(Number(pending?.n)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(new RegExp(`expertos_jobs\\{status="pending"\\} ${Number(pending?.n)}\\n`));
    const age = Number(/^expertos_jobs_oldest_due_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(59);
    expect(text).toMatch(/expertos_event_stream_connections 0/);
    // The process's own figures carry its pid (in the cluster, one series per process).
    expect(text).toMatch(
      new RegExp(`^expertos_process_resident_memory_bytes\\{pid="${process.pid}"\\} \\d+`, 'm'),
    );
    expect(text).toMatch(
      new RegExp(`^expertos_nodejs_eventloop_lag_p99_seconds\\{pid="${process.pid}"\\} `, 'm'),
    );
  });
});
