import { until } from './until.js';

export interface SseMessage {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A test reader of a server-sent events stream over fetch: collects every message (and the
 * id-only heartbeats' ids) until closed. Only what the tests need of the format.
 */
export async function openSse(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  messages: SseMessage[];
  /** The last id seen, from an event or a heartbeat. */
  lastId: () => string | null;
  ended: () => boolean;
  body: string;
  /** Waits for a message that `match` accepts (not one already taken) and answers it. */
  next(match?: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  const taken = new Set<SseMessage>();
  let lastId: string | null = null;
  let ended = false;
  let body = '';
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | null = null;
            let event = 'message';
            let data: string | null = null;
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (id !== null) lastId = id;
            if (data !== null) messages.push({ id, event, data: JSON.parse(data) });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  } else {
    body = await response.text();
    ended = true;
  }
  return {
    status: response.status,
    messages,
    lastId: () => lastId,
    ended: () => ended,
    body,
    async next(match = () => true, timeoutMs = 5_000) {
      let found: SseMessage | undefined;
      await until(() => {
        found = messages.find((m) => !taken.has(m) && match(m));
        return found !== undefined;
      }, timeoutMs);
      taken.add(found!);
      return found!;
    },
    close: () => controller.abort(),
  };
}
