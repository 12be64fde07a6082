import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAiStatus, readEvents, runAi } from './ai';
import { createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;

const prompt = {
  assistant_uid: null,
  model: 'm',
  temperature: 0.7,
  messages: [{ role: 'user', content: 'Hi' }],
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/workspaces/w1/ai': () => ({
      json: {
        enabled: true,
        model: 'm',
        daily_token_limit: 0,
        used_today: 5,
        reason: null,
        setup_doc: 'README.md#ai',
        setup_url: null,
      },
    }),
    'POST /api/projects/p1/ai/run': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // Split mid-event, as a network may.
      response.write(`event: prompt\ndata: ${JSON.stringify(prompt)}\n\nevent: te`);
      setTimeout(() => {
        response.write('xt\ndata: {"text":"Hel"}\n\nevent: text\ndata: {"text":"lo"}\n\n');
        response.end(
          'event: done\ndata: {"text":"Hello","truncated":false,"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3,"estimated":false}}\n\n',
        );
      }, 20);
      return 'handled';
    },
    'POST /api/projects/p2/ai/run': () => ({
      status: 429,
      json: { code: 'ai_daily_limit', message: "This workspace has used today's AI allowance." },
    }),
  });
});
afterAll(() => server.close());

describe('AI calls', () => {
  const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

  it('reads the status', async () => {
    expect(await getAiStatus(client(), 'w1')).toMatchObject({ enabled: true, used_today: 5 });
  });

  it('reads a run as its events arrive, however the stream is split', async () => {
    const events = [];
    for await (const event of runAi(client(), 'p1', { brief: 'Hi' })) events.push(event);
    expect(events.map((e) => e.event)).toEqual(['prompt', 'text', 'text', 'done']);
    expect(events[0]?.data).toEqual(prompt);
    expect(
      events
        .slice(1, 3)
        .map((e) => (e.data as { text: string }).text)
        .join(''),
    ).toBe('Hello');
    expect(server.hits('/api/projects/p1/ai/run')[0]?.body).toBe('{"brief":"Hi"}');
  });

  it('throws a refusal before the stream as an ApiError with its code', async () => {
    const run = async () => {
      for await (const _ of runAi(client(), 'p2', { brief: 'Hi' })) {
        // nothing arrives
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'ai_daily_limit', status: 429 });
  });

  it('skips blocks that are not events', async () => {
    const bytes = new TextEncoder().encode(': keep-alive\n\nevent: text\ndata: {"text":"x"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const events = [];
    for await (const event of readEvents(stream)) events.push(event);
    expect(events).toEqual([{ event: 'text', data: { text: 'x' } }]);
  });
});
