// `npm run dev:seed-analytics [brand-slug]`: demo results for a brand of the development
// database (DATABASE_URL, else the SQLite file under DATA_DIR, as `npm run dev` opens it), so the
// Results page (docs/product.md#analytics) has something to show without a network account:
// posts of the last 90 days on Instagram, Facebook, Threads and Mastodon, each with its
// snapshots at the schedule's times that have passed — the newest ones' figures still *not
// yet*, Mastodon's reach and views *not offered*, one post deleted on the network
// (*unavailable*), a few snapshots missed — and each account's followers per day with a few
// days not read. Two posts in three get a post ticket with a pillar, purpose and format, so the
// breakdowns have labels; the rest show as "No pillar". The brand is the one named, else the
// newest. It also asks the running app for the brand's weekly review of its last review day
// (a job; the app writes and e-mails it). Written through the analytics module's own repository (track, record, keepDay), as
// collection writes them; run again, it adds nothing twice (posts are matched by network and id).
import { randomUUID } from 'node:crypto';
import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import { latestReviewMoment } from '@expertos/domain/analytics/review';
import { brandDay, nextSnapshotAt } from '@expertos/domain/analytics/schedule';
import type { PostFormat } from '@expertos/domain/tickets';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, type Database } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { REVIEW_JOB, reviewJobKey } from '../apps/server/src/modules/analytics/review.jobs.js';
import { createTrackedPostsRepository } from '../apps/server/src/modules/analytics/tracked-posts.repository.js';
import { createBrandFacts } from '../apps/server/src/modules/projects/brand-facts.js';
import { createSocialRepository } from '../apps/server/src/modules/social/social.repository.js';
import { insertTicket } from '../apps/server/src/modules/tickets/tickets.fixtures.js';
import { createJobQueue } from '../apps/server/src/platform/jobs/job-queue.js';

const DAY_MS = 86_400_000;
const DAYS = 90;
const NETWORKS = ['instagram', 'facebook', 'threads', 'mastodon'] as const;
type Network = (typeof NETWORKS)[number];
const PURPOSES = ['growth', 'trust_building', 'sales_promotion'] as const;
const FORMATS = ['reel', 'carousel', 'image', 'story'] as const satisfies readonly PostFormat[];

/** A small deterministic generator, so a run gives the same demo every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What each network offers: Mastodon has no reach or views; Facebook no views or saves; Threads no reach, saves or link clicks. */
function figures(network: Network, reach: number, share: number, fresh: boolean): PostMetrics {
  const count = (n: number) => Math.max(0, Math.round(n * share));
  // Instagram and Facebook lag: a post's first hours have no reach yet.
  const lagging = fresh && (network === 'instagram' || network === 'facebook');
  const base = {
    likes: count(reach * 0.06),
    comments: count(reach * 0.008),
    shares: count(reach * 0.004),
  };
  switch (network) {
    case 'instagram':
      return {
        ...base,
        reach: lagging ? 'not_yet' : count(reach),
        views: lagging ? 'not_yet' : count(reach * 1.8),
        saves: count(reach * 0.01),
        link_clicks: 'not_offered',
      };
    case 'facebook':
      return {
        ...base,
        reach: lagging ? 'not_yet' : count(reach),
        views: 'not_offered',
        saves: 'not_offered',
        link_clicks: count(reach * 0.012),
      };
    case 'threads':
      return {
        ...base,
        reach: 'not_offered',
        views: count(reach * 1.4),
        saves: 'not_offered',
        link_clicks: 'not_offered',
      };
    case 'mastodon':
      return {
        ...base,
        reach: 'not_offered',
        views: 'not_offered',
        saves: 'not_offered',
        link_clicks: 'not_offered',
      };
  }
}

const UNAVAILABLE: PostMetrics = {
  reach: 'unavailable',
  views: 'unavailable',
  likes: 'unavailable',
  comments: 'unavailable',
  shares: 'unavailable',
  saves: 'unavailable',
  link_clicks: 'unavailable',
};

/** Writes the demo for the brand; answers how many posts, snapshots and account days it wrote. */
export async function seedAnalyticsDemo(
  database: Database,
  brand: { projectId: string; workspaceId: string; timeZone?: string },
  now = new Date(),
) {
  const db = database.db;
  const posts = createTrackedPostsRepository(db);
  const social = createSocialRepository(db);
  const pillars = await createBrandFacts(db, database.dialect).pillars(brand.projectId);
  const next = random(41);
  const zone = brand.timeZone ?? 'UTC';
  const written = { posts: 0, snapshots: 0, days: 0 };
  const at = now.toISOString();

  // About five posts a week per network, at the brand's usual hours.
  for (let i = 0; i < DAYS * 3; i += 1) {
    // One in six was imported from the brand's Instagram account (the social module's Feed):
    // without a ticket, it is labelled on the Results page.
    const imported = i % 6 === 5;
    const network = imported ? 'instagram' : NETWORKS[i % NETWORKS.length]!;
    const dayStart = now.getTime() - Math.floor(next() * DAYS) * DAY_MS;
    const postedAt = new Date(
      Math.min(
        now.getTime() - 30 * 60_000,
        dayStart - (dayStart % DAY_MS) + (8 + Math.floor(next() * 12)) * 3_600_000,
      ),
    );
    const remoteId = `demo-${network}-${i}`;
    if (await posts.findRemote(brand.projectId, network, remoteId)) continue;
    const labelled = i % 3 !== 2;
    const ticketId = labelled
      ? await insertTicket(db, brand, {
          ticket_type: 'post',
          summary: `Demo post ${i + 1} on ${network}`,
          pillar: pillars.length > 0 && i % 5 !== 0 ? pillars[i % pillars.length]! : null,
          post_audience: PURPOSES[i % PURPOSES.length],
          post_format: FORMATS[i % FORMATS.length],
        } as never)
      : null;
    const first = nextSnapshotAt(postedAt, postedAt);
    await db.transaction().execute((trx) =>
      posts.track(
        trx,
        {
          workspace_id: brand.workspaceId,
          project_id: brand.projectId,
          network,
          remote_id: remoteId,
          url: `https://example.com/${network}/${remoteId}`,
          source: imported ? 'imported' : 'published',
          channel_id: null,
          connection_id: null,
          publication_id: null,
          ticket_id: ticketId,
          posted_at: postedAt.toISOString(),
          snapshot_due: first?.toISOString() ?? null,
          next_at: null,
        },
        at,
      ),
    );
    if (imported)
      await social.insertPosts([
        {
          id: randomUUID(),
          workspace_id: brand.workspaceId,
          project_id: brand.projectId,
          provider: 'instagram',
          external_id: remoteId,
          title: null,
          caption: `Demo post ${i + 1}, imported from Instagram`,
          media_type: i % 4 === 1 ? 'VIDEO' : 'IMAGE',
          media_url: null,
          permalink: `https://example.com/${network}/${remoteId}`,
          published_at: postedAt.toISOString(),
          published_day: brandDay(postedAt, zone),
          likes: null,
          comments: null,
          views: null,
          reach: null,
          saved: null,
          shares: null,
          ticket_id: null,
          created_at: at,
          updated_at: at,
        },
      ]);
    const post = (await posts.findRemote(brand.projectId, network, remoteId))!;
    written.posts += 1;

    // Its snapshots up to now, growing towards its final reach; one in twelve missed.
    const reach = Math.round(300 + next() * 4_000 * (network === 'instagram' ? 1.5 : 1));
    const gone = i === 7;
    let due = first;
    let n = 0;
    while (due && due <= now) {
      const following = nextSnapshotAt(postedAt, due);
      const share = Math.min(1, 0.35 + n * 0.12);
      const fresh = now.getTime() - due.getTime() < 36 * 3_600_000 && n === 0;
      const lastOne = !following || following > now;
      if (next() >= 1 / 12 || lastOne) {
        await posts.record(
          post,
          due.toISOString(),
          gone && lastOne ? UNAVAILABLE : figures(network, reach, share, fresh),
          due.toISOString(),
          // Done in the demo: its later snapshots are never asked for (it has no account to ask).
          { snapshotDue: null, nextAt: null, state: gone && lastOne ? 'gone' : 'done' },
        );
        written.snapshots += 1;
      }
      due = following;
      n += 1;
    }
  }

  // Each account's followers, one figure per brand-local day; a day in ten not read (a gap).
  for (const network of NETWORKS) {
    let followers = 1_200 + Math.floor(next() * 5_000);
    for (let d = DAYS; d >= 0; d -= 1) {
      followers += Math.floor(next() * 25) - 5;
      if (next() < 0.1) continue;
      const takenAt = new Date(now.getTime() - d * DAY_MS);
      if (await posts.hasDay(`demo-${network}`, brandDay(takenAt, zone))) continue;
      await posts.keepDay({
        project_id: brand.projectId,
        account_id: `demo-${network}`,
        network,
        day: brandDay(takenAt, zone),
        followers,
        taken_at: takenAt.toISOString(),
      });
      written.days += 1;
    }
  }
  return written;
}

/**
 * Asks for the brand's weekly review of its last review day now (docs/product.md#analytics):
 * a job the running app's worker picks up, so the review is written by the module's own rules
 * and reaches the brand admins in the app and by e-mail as a real one would. Once per week, by
 * the review job's dedupe key; none when the week's review exists.
 */
export async function askForReview(database: Database, projectId: string, zone: string, now = new Date()) {
  const schedule = await createBrandFacts(database.db, database.dialect).reviewSchedule(projectId);
  if (!schedule) return null;
  const moment = latestReviewMoment(now, zone, schedule.day, schedule.hour);
  await createJobQueue({ database }).enqueue(
    REVIEW_JOB,
    { projectId, day: moment.day, hour: schedule.hour },
    { runAt: now, dedupeKey: reviewJobKey(projectId, moment.week), workspaceId: schedule.workspaceId },
  );
  return moment.week;
}

// As a command: the development database, the brand named (or the newest one).
if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig(process.env);
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database);
    // --if-empty (what `npm run dev` runs at its start): only for a brand with no results yet,
    // and no complaint when there is no brand.
    const ifEmpty = process.argv.includes('--if-empty');
    const slug = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
    // biome-ignore lint/suspicious/noExplicitAny: a development script that finds the brand by its slug.
    let query = (database.db as any).selectFrom('projects').select(['id', 'workspace_id', 'slug']);
    query = slug ? query.where('slug', '=', slug) : query.orderBy('created_at', 'desc');
    const brand = (await query.executeTakeFirst()) as
      | { id: string; workspace_id: string; slug: string }
      | undefined;
    const seeded =
      brand &&
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      (await (database.db as any)
        .selectFrom('analytics_posts')
        .select('id')
        .where('project_id', '=', brand.id)
        .executeTakeFirst());
    if (ifEmpty && (!brand || seeded)) {
      if (!brand)
        console.log(
          'Results demo: add a brand, then run `npm run dev:seed-analytics` (or restart `npm run dev`).',
        );
    } else if (!brand) {
      console.error(
        slug
          ? `No brand with the slug ${slug}.`
          : 'No brand yet: sign up in `npm run dev` and add one first.',
      );
      process.exitCode = 1;
    } else {
      const timeZone = process.env.DEMO_TIME_ZONE ?? 'UTC';
      const written = await seedAnalyticsDemo(database, {
        projectId: brand.id,
        workspaceId: brand.workspace_id,
        timeZone,
      });
      const week = await askForReview(database, brand.id, timeZone);
      console.log(
        `Demo results for ${brand.slug}: ${written.posts} posts, ${written.snapshots} snapshots, ${written.days} account days` +
          `${week ? `; the review of ${week} is written once the app runs` : ''}. Open /brand/${brand.slug}/analytics.`,
      );
    }
  } finally {
    await database.close();
  }
}
