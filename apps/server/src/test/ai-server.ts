import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks OpenAI's Chat Completions as documented
 * (../shared/providers/ai.md): the real `openai` SDK is pointed at it in tests. Each request
 * takes the next scripted answer, or a plain reply when none is queued.
 */
export type AiAnswer =
  | { kind: 'reply'; content: string; finish?: 'stop' | 'length'; usage?: boolean }
  /** Streamed in these pieces, with a usage chunk unless `usage: false`. */
  | { kind: 'stream'; pieces: string[]; usage?: boolean; pauseMs?: number }
  /** A stream that stops without a finish reason or [DONE] (a dropped connection). */
  | { kind: 'cut'; pieces: string[] }
  | { kind: 'rate-limited'; retryAfter?: string }
  | { kind: 'quota' }
  | { kind: 'server-error' }
  /** 200 with a body that is not a completion. */
  | { kind: 'malformed' }
  /** Answers after this long (for timeouts). */
  | { kind: 'slow'; ms: number; content: string };

export interface AiServerRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    temperature?: number;
    response_format?: unknown;
  };
}

const errorBody = (message: string, type: string, code: string | null) =>
  JSON.stringify({ error: { message, type, param: null, code } });

/** What `/v1/audio/transcriptions` answers next: a transcript, or a failure. */
export type TranscriptAnswer = { kind: 'text'; text: string } | { kind: 'server-error' };

export interface TranscriptionRequest {
  model: string | null;
  /** The uploaded file's name and size in bytes. */
  filename: string | null;
  bytes: number;
}

/**
 * The fields of a multipart body: text fields as text, the file's name and size. Enough of
 * RFC 7578 for what the SDK sends (one part per field, CRLF line ends).
 */
function readMultipart(raw: Buffer, contentType: string | undefined) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: number; data: Buffer } | null = null;
  if (!boundary) return { fields, file };
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = raw.indexOf(marker);
  while (at !== -1) {
    const next = raw.indexOf(marker, at + marker.length);
    if (next === -1) break;
    const part = raw.subarray(at + marker.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const body = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (name === 'file' && filename !== undefined)
      file = { name: filename, bytes: body.length, data: Buffer.from(body) };
    else if (name) fields[name] = body.toString('utf8');
    at = next;
  }
  return { fields, file };
}

export async function startAiServer(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? 'test-key';
  const queue: AiAnswer[] = [];
  const transcripts: TranscriptAnswer[] = [];
  const transcriptions: TranscriptionRequest[] = [];
  /** The sound files sent for transcription, in order (a test measures what was sent). */
  const transcribedFiles: Buffer[] = [];
  const requests: AiServerRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const completion = (model: string, content: string, finish = 'stop', usage = true) => ({
    id: `chatcmpl-${requests.length}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish, logprobs: null }],
    ...(usage ? { usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 } } : {}),
  });
  const chunk = (model: string, delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-stream',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => {
      parts.push(part);
    });
    req.on('end', async () => {
      const raw = Buffer.concat(parts).toString('utf8');
      if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
        if (req.headers.authorization !== `Bearer ${apiKey}`) {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
          return;
        }
        const { fields, file } = readMultipart(Buffer.concat(parts), req.headers['content-type']);
        transcriptions.push({
          model: fields.model ?? null,
          filename: file?.name ?? null,
          bytes: file?.bytes ?? 0,
        });
        if (file) transcribedFiles.push(file.data);
        if (!file || !fields.model) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(errorBody('file and model are required.', 'invalid_request_error', null));
          return;
        }
        const answer = transcripts.shift() ?? { kind: 'text', text: 'A plain transcript.' };
        if (answer.kind === 'server-error') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(errorBody('The server had an error.', 'server_error', null));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: answer.text }));
        return;
      }
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: [{ id: 'test-model', object: 'model', created: 0, owned_by: 'test' }],
          }),
        );
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(errorBody('Not found', 'invalid_request_error', null));
        return;
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
        return;
      }
      const body = JSON.parse(raw) as AiServerRequest['body'];
      requests.push({ headers: req.headers, body });
      const answer: AiAnswer =
        queue.shift() ??
        ({
          kind: body.stream ? 'stream' : 'reply',
          ...(body.stream ? { pieces: ['A plain ', 'answer.'] } : { content: 'A plain answer.' }),
        } as AiAnswer);
      const model = body.model;
      switch (answer.kind) {
        case 'reply': {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(completion(model, answer.content, answer.finish, answer.usage !== false)));
          return;
        }
        case 'slow': {
          await new Promise((resolve) => setTimeout(resolve, answer.ms));
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(completion(model, answer.content)));
          return;
        }
        case 'stream':
        case 'cut': {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.write(chunk(model, { role: 'assistant', content: '' }, null));
          for (const piece of answer.pieces) {
            res.write(chunk(model, { content: piece }, null));
            if (answer.kind === 'stream' && answer.pauseMs) {
              await new Promise((resolve) => setTimeout(resolve, answer.pauseMs));
            }
          }
          if (answer.kind === 'cut') {
            res.destroy();
            return;
          }
          res.write(chunk(model, {}, 'stop'));
          if (answer.usage !== false) {
            res.write(
              `data: ${JSON.stringify({
                id: 'chatcmpl-stream',
                object: 'chat.completion.chunk',
                created: 0,
                model,
                choices: [],
                usage: {
                  prompt_tokens: 20,
                  completion_tokens: answer.pieces.length,
                  total_tokens: 20 + answer.pieces.length,
                },
              })}\n\n`,
            );
          }
          res.end('data: [DONE]\n\n');
          return;
        }
        case 'rate-limited': {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': answer.retryAfter ?? '1' });
          res.end(errorBody('Rate limit reached.', 'requests', 'rate_limit_exceeded'));
          return;
        }
        case 'quota': {
          res.writeHead(429, { 'content-type': 'application/json' });
          res.end(errorBody('You exceeded your current quota.', 'insufficient_quota', 'insufficient_quota'));
          return;
        }
        case 'server-error': {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(errorBody('The server had an error.', 'server_error', null));
          return;
        }
        case 'malformed': {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: 'none' }));
          return;
        }
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    transcriptions,
    transcribedFiles,
    /** Queues what the next transcription requests get, in order. */
    nextTranscript(...answers: TranscriptAnswer[]) {
      transcripts.push(...answers);
    },
    /** Queues the answers the next requests get, in order. */
    next(...answers: AiAnswer[]) {
      queue.push(...answers);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type AiServer = Awaited<ReturnType<typeof startAiServer>>;
