import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { EventBus } from './events/event-bus.js';
import type { JobDefinition } from './jobs/job-handler.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mail-message.js';
import type { OutboundMail } from './mail/outbound-mail.js';
import type { Realtime } from './realtime/realtime.js';
import type { Storage } from './storage/storage.js';

/**
 * What every module is given (docs/architecture.md#modules). A module builds its own services
 * from these, once per process, and reaches another module only through the service it is
 * handed in `modules/index.ts`.
 */
export interface ModuleDeps {
  config: AppConfig;
  database: Database;
  queue: JobQueue;
  storage: Storage;
  events: EventBus;
  /** Live updates to open streams (docs/architecture.md#live-updates). */
  realtime: Realtime;
  logger: Logger;
  /** Sends e-mail now (the `mail.send` job uses it too); the e-mail integration needs its answer. */
  mailer: Mailer;
  /**
   * Queues e-mail to an address a member chose, counted against the outbound-mail limits
   * (docs/architecture.md#jobs-and-mail); system mail uses `enqueueSystemMail`.
   */
  outboundMail: OutboundMail;
  /** The clock. */
  now: () => Date;
}

/**
 * One feature of the server, as `modules/<feature>/<feature>.module.ts` returns it. Listeners
 * are registered on `deps.events` while the module is built; the rest is collected here:
 * the API process registers the policies and routes, every worker the job types.
 */
export interface ServerModule {
  name: string;
  /** Access levels this module decides, set on the shared guard (platform/access.ts). */
  policies?: (app: FastifyInstance) => void;
  /** The module's HTTP routes, registered under `/api`. */
  routes?: FastifyPluginAsyncZod;
  /**
   * Routes at the origin's root, outside `/api`: only what a standard puts there (the OAuth
   * discovery documents under `/.well-known/`).
   */
  rootRoutes?: FastifyPluginAsyncZod;
  /** Job types by name. */
  jobs?: Record<string, JobDefinition>;
  /**
   * Work done once when the API starts, after the migrations and before it serves: what needs
   * the running server's configuration, which migrations do not have (sealing old rows with the
   * secrets key). Idempotent: every API process of a cluster runs it.
   */
  start?: () => Promise<void>;
}
