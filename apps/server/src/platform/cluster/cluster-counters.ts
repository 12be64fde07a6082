import cluster from 'node:cluster';
import type { WindowCounters } from './window-counters.js';

/**
 * With several API processes (WEB_CONCURRENCY) and no Redis, the primary keeps the one set of
 * counters and every API process asks it over the cluster's IPC channel: a client's allowance
 * and a person's failed sign-ins count the same whichever process their connection landed on.
 */
const REQUEST = 'expertos:counters';
const REPLY = 'expertos:counters:reply';
/** The primary answers in microseconds; past this it is gone or stuck and the caller is told. */
const REPLY_TIMEOUT_MS = 2_000;

type Operation = 'hit' | 'peek' | 'clear';
interface CounterRequest {
  type: typeof REQUEST;
  id: number;
  op: Operation;
  key: string;
  windowMs?: number;
}
interface CounterReply {
  type: typeof REPLY;
  id: number;
  result?: unknown;
  error?: string;
}

const isRequest = (message: unknown): message is CounterRequest =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === REQUEST;
const isReply = (message: unknown): message is CounterReply =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === REPLY;

/** In the primary: answers the API processes' counter requests from `counters`. */
export function serveCounters(counters: WindowCounters): () => void {
  const onMessage = async (worker: import('node:cluster').Worker, message: unknown) => {
    if (!isRequest(message)) return;
    const reply: CounterReply = { type: REPLY, id: message.id };
    try {
      if (message.op === 'hit') reply.result = await counters.hit(message.key, message.windowMs ?? 0);
      else if (message.op === 'peek') reply.result = await counters.peek(message.key);
      else await counters.clear(message.key);
    } catch (error) {
      reply.error = String(error);
    }
    // A process that died meanwhile has no channel left: nothing to answer.
    if (worker.isConnected()) worker.send(reply);
  };
  cluster.on('message', onMessage);
  return () => cluster.off('message', onMessage);
}

/** In an API process of the cluster: the primary's counters. */
export function primaryCounters(): WindowCounters {
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  process.on('message', (message: unknown) => {
    if (!isReply(message)) return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(`cluster counters: ${message.error}`));
    else waiting.resolve(message.result);
  });

  function ask<T>(op: Operation, key: string, windowMs?: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!process.send || !process.connected) {
        reject(new Error('cluster counters: the primary is not reachable'));
        return;
      }
      const id = ++nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('cluster counters: the primary did not answer'));
      }, REPLY_TIMEOUT_MS);
      timer.unref();
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      const request: CounterRequest = { type: REQUEST, id, op, key, windowMs };
      process.send(request, undefined, {}, (error) => {
        if (!error) return;
        pending.get(id)?.reject(error);
        pending.delete(id);
      });
    });
  }

  return {
    hit: (key, windowMs) => ask('hit', key, windowMs),
    peek: (key) => ask('peek', key),
    clear: (key) => ask('clear', key),
  };
}

/** Set by the primary on the API processes it forks (cluster.ts). */
export const CLUSTER_API_PROCESS_ENV = 'EXPERTOS_CLUSTER_API_PROCESS';

let shared: WindowCounters | undefined;

/** The primary's counters when this is one of its API processes; null in a lone process. */
export function clusterCounters(): WindowCounters | null {
  if (!cluster.isWorker || process.env[CLUSTER_API_PROCESS_ENV] !== '1') return null;
  shared ??= primaryCounters();
  return shared;
}
