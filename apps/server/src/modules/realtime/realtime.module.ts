import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { realtimeRoutes } from './realtime.routes.js';
import { registerRealtimeListeners } from './realtime-listeners.js';

/** Live updates: the domain events open tabs hear of, and their stream (docs/architecture.md#live-updates). */
export function realtimeModule({ events, realtime }: ModuleDeps): ServerModule {
  registerRealtimeListeners(events, realtime);
  return { name: 'realtime', routes: realtimeRoutes({ hub: realtime.hub }) };
}
