import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { AppError } from '../errors.js';
import type { AiPort, AiStreamEvent } from './ai-port.js';
import { createAiPort, retryAfterSeconds } from './openai-ai.js';

/** The AI port through the real `openai` SDK against a local Chat Completions server. */
describe('the AI port', () => {
  let server: AiServer;
  let port: AiPort;
  const ask = { messages: [{ role: 'user' as const, content: 'Write a hook about tea.' }] };
  const config = (timeoutMs = 5_000) => ({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    model: 'test-model',
    transcribeModel: 'test-whisper',
    dailyTokenLimit: 0,
    timeoutMs,
    setupUrl: null,
  });

  async function collect(events: AsyncIterable<AiStreamEvent>) {
    const pieces: string[] = [];
    let done: Extract<AiStreamEvent, { type: 'done' }>['reply'] | undefined;
    for await (const event of events) {
      if (event.type === 'text') pieces.push(event.text);
      else done = event.reply;
    }
    return { pieces, done };
  }

  const codeOf = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
    }
    return 'no error';
  };

  beforeAll(async () => {
    server = await startAiServer();
    port = createAiPort(config());
  });
  afterAll(() => server.close());

  it('is off without a base URL, and refuses with ai_disabled without calling anything', async () => {
    const off = createAiPort({ ...config(), baseUrl: undefined });
    expect(off.enabled).toBe(false);
    const before = server.requests.length;
    expect(await codeOf(() => off.complete(ask))).toBe('ai_disabled');
    expect(await codeOf(() => collect(off.stream(ask)))).toBe('ai_disabled');
    expect(server.requests.length).toBe(before);
  });

  it('sends the model, the messages and the key, and answers the text with its usage', async () => {
    server.next({ kind: 'reply', content: 'Steep your mornings.' });
    const reply = await port.complete({ ...ask, temperature: 0.2 });
    expect(reply).toMatchObject({
      text: 'Steep your mornings.',
      truncated: false,
      usage: { promptTokens: 11, completionTokens: 7, totalTokens: 18, estimated: false },
    });
    const sent = server.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(sent.body).toMatchObject({ model: 'test-model', temperature: 0.2, messages: ask.messages });
  });

  it('estimates the usage when the endpoint does not count, and says when the reply was cut at its limit', async () => {
    server.next({ kind: 'reply', content: 'x'.repeat(40), finish: 'length', usage: false });
    const reply = await port.complete(ask);
    expect(reply.truncated).toBe(true);
    expect(reply.usage).toMatchObject({ completionTokens: 10, estimated: true });
  });

  it('streams the pieces as they come, then the whole reply with the usage', async () => {
    server.next({ kind: 'stream', pieces: ['Tea ', 'is ', 'a ', 'ritual.'] });
    const { pieces, done } = await collect(port.stream(ask));
    expect(pieces).toEqual(['Tea ', 'is ', 'a ', 'ritual.']);
    expect(done).toMatchObject({ text: 'Tea is a ritual.', usage: { totalTokens: 24, estimated: false } });
    expect(server.requests.at(-1)!.body.stream).toBe(true);
  });

  it('refuses a stream whose connection dropped before it finished, so nothing half is kept', async () => {
    server.next({ kind: 'cut', pieces: ['Half ', 'a '] });
    expect(await codeOf(() => collect(port.stream(ask)))).toBe('ai_unavailable');
  });

  it('maps the endpoint’s failures to clear codes', async () => {
    server.next({ kind: 'rate-limited', retryAfter: '7' });
    const limited = await port.complete(ask).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(AppError);
    expect(limited).toMatchObject({ code: 'ai_rate_limited', retryAfter: 7, extra: { retry_after: 7 } });

    server.next({ kind: 'quota' });
    expect(await codeOf(() => port.complete(ask))).toBe('ai_unavailable');
    server.next({ kind: 'server-error' });
    expect(await codeOf(() => port.complete(ask))).toBe('ai_unavailable');
    server.next({ kind: 'malformed' });
    expect(await codeOf(() => port.complete(ask))).toBe('ai_bad_reply');
    server.next({ kind: 'rate-limited' });
    expect(await codeOf(() => collect(port.stream(ask)))).toBe('ai_rate_limited');
  });

  it('gives up after its timeout with ai_timeout', async () => {
    const impatient = createAiPort(config(1_000));
    server.next({ kind: 'slow', ms: 3_000, content: 'Too late.' });
    expect(await codeOf(() => impatient.complete(ask))).toBe('ai_timeout');
  });

  it('sends a sound file for its transcript with the transcription model, and maps failures', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-audio-'));
    const file = path.join(dir, 'script.ogg');
    fs.writeFileSync(file, Buffer.alloc(4096, 7));
    server.nextTranscript({ kind: 'text', text: 'First we open the checkout.' });
    expect(await port.transcribe(file)).toEqual({ text: 'First we open the checkout.' });
    expect(server.transcriptions.at(-1)).toEqual({
      model: 'test-whisper',
      filename: 'script.ogg',
      bytes: 4096,
    });
    server.nextTranscript({ kind: 'server-error' });
    expect(await codeOf(() => port.transcribe(file))).toBe('ai_unavailable');
    const off = createAiPort({ ...config(), baseUrl: undefined });
    expect(await codeOf(() => off.transcribe(file))).toBe('ai_disabled');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a wrong key as unavailable (the endpoint is misconfigured, not the person)', async () => {
    const wrong = createAiPort({ ...config(), apiKey: 'wrong' });
    expect(await codeOf(() => wrong.complete(ask))).toBe('ai_unavailable');
  });

  it('reads Retry-After as seconds or as a date, within bounds', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null, now)).toBe(1);
    expect(retryAfterSeconds('soon', now)).toBe(1);
    expect(retryAfterSeconds('999999', now)).toBe(3_600);
  });
});
