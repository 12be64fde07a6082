import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { buildModules } from './modules/index.js';
import { createMemberAccess } from './modules/workspaces/member-access.js';
import { createEventBus } from './platform/events/event-bus.js';
import type { JobDefinition } from './platform/jobs/job-handler.js';
import { createJobQueue } from './platform/jobs/job-queue.js';
import { createJobWorker, type JobWorker } from './platform/jobs/job-worker.js';
import type { Logger } from './platform/logger.js';
import { MAIL_SEND_JOB, mailSendHandler } from './platform/mail/mail.jobs.js';
import { createMailLimits } from './platform/mail/mail-limits.js';
import type { Mailer } from './platform/mail/mail-message.js';
import { createMailer } from './platform/mail/mailer.js';
import { createOutboundMail } from './platform/mail/outbound-mail.js';
import type { ModuleDeps, ServerModule } from './platform/module.js';
import { createRealtime, type Realtime } from './platform/realtime/realtime.js';
import { createStorage } from './platform/storage/create-storage.js';

export interface Platform {
  /** What every module is given (`modules/index.ts` builds them from it). */
  deps: ModuleDeps;
  mailer: Mailer;
  /** Started and closed by whoever runs the process (app.ts, worker.ts). */
  realtime: Realtime;
}

/**
 * The process's shared parts, built once: a durable queue in the same database, the event
 * bus, file storage and the mailer. The API (app.ts) and the worker alone (worker.ts) both
 * start here, then build the same modules.
 */
export function createPlatform(
  config: AppConfig,
  database: Database,
  logger: Logger,
  // The processes that run the job worker also delete old live events. Tests may move the clock.
  {
    runsWorker = config.jobs.runWorker,
    now = () => new Date(),
  }: { runsWorker?: boolean; now?: () => Date } = {},
): Platform {
  const queue = createJobQueue({ database });
  const events = createEventBus({ queue });
  const storage = createStorage(config.storage);
  const realtime = createRealtime({
    database,
    logger,
    redisUrl: config.redisUrl,
    prune: runsWorker,
    audience: createMemberAccess(database.db).readers,
  });
  const mailer = createMailer(config.mail, { database, logger, printLinks: config.env !== 'production' });
  if (mailer.transport === 'dev-mailbox' && config.env === 'production') {
    logger.warn(
      {},
      'SMTP_URL is not set: e-mail is kept in the dev mailbox and its links only reach this log',
    );
  }
  const outboundMail = createOutboundMail({ queue, limits: createMailLimits({ database, now }) });
  return {
    deps: { config, database, queue, storage, events, realtime, logger, mailer, outboundMail, now },
    mailer,
    realtime,
  };
}

/**
 * A worker that knows every job type: the mail job, the modules' jobs and the event bus's
 * outbox subscribers. The server runs it in-process (RUN_WORKER, the default); `npm run
 * worker` runs it alone, for deployments that scale it apart from the API.
 */
export function createWorker(platform: Platform, modules: ServerModule[]): JobWorker {
  const { config, database, logger, events } = platform.deps;
  return createJobWorker({
    database,
    logger,
    ...config.jobs,
    stopTimeoutMs: config.shutdownGraceMs,
    handlers: {
      [MAIL_SEND_JOB]: mailSendHandler(platform.mailer),
      ...jobTypesOf(modules),
      ...events.jobTypes(),
    },
  });
}

/** Every module's job types; a type claimed twice is a wiring mistake caught at start-up. */
function jobTypesOf(modules: ServerModule[]): Record<string, JobDefinition> {
  const types: Record<string, JobDefinition> = {};
  for (const module of modules) {
    for (const [type, definition] of Object.entries(module.jobs ?? {})) {
      if (types[type]) throw new Error(`Job type "${type}" is defined by two modules`);
      types[type] = definition;
    }
  }
  return types;
}

/** The worker alone (`npm run worker`, and tests of what it runs): the same modules, no HTTP. */
export function createWorkerProcess(config: AppConfig, database: Database, logger: Logger) {
  const platform = createPlatform(config, database, logger, { runsWorker: true });
  const modules = buildModules(platform.deps);
  return { platform, modules, worker: createWorker(platform, modules) };
}
