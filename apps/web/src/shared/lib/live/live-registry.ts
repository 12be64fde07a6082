import type { RealtimeEventData, RealtimeEventType, RealtimeMessage } from '@expertos/domain/realtime';

/*
 * Who hears the live stream's events. Features register here (app/ calls their registration),
 * so the connection knows no feature and no feature knows another.
 */

export type LiveHandler<T extends RealtimeEventType> = (data: RealtimeEventData<T>) => void;

const handlers = new Map<RealtimeEventType, Set<(data: unknown) => void>>();
const resumeHandlers = new Set<() => void>();

/** Calls `handler` with the data of every `type` event; returns the function that stops it. */
export function onLiveEvent<T extends RealtimeEventType>(type: T, handler: LiveHandler<T>): () => void {
  const forType = handlers.get(type) ?? new Set();
  handlers.set(type, forType);
  const entry = handler as (data: unknown) => void;
  forType.add(entry);
  return () => {
    forType.delete(entry);
  };
}

/**
 * Calls `handler` when the stream is live again after having been down: what polls anyway can
 * take one cheap look, in case something went by while nobody listened.
 */
export function onLiveResume(handler: () => void): () => void {
  resumeHandlers.add(handler);
  return () => {
    resumeHandlers.delete(handler);
  };
}

/** One feature's failure must not keep the others from hearing the event. */
function runEach(list: Iterable<() => void>): void {
  for (const run of [...list]) {
    try {
      run();
    } catch (error) {
      console.error('live updates: a handler failed', error);
    }
  }
}

export function emitLiveMessage(message: RealtimeMessage): void {
  const forType = handlers.get(message.type);
  if (forType) runEach([...forType].map((handler) => () => handler(message.data)));
}

export function emitLiveResume(): void {
  runEach(resumeHandlers);
}
