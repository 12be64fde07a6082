// The bench workspace: an owner and a member with real ID tokens, ~20 assignees, 10 brands
// with tags and milestones, and N tickets, written straight into the database a running
// (already migrated) server uses. Multi-row inserts in transactions: 100,000 tickets take
// well under a minute. Usable on its own through cli.mjs.
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { openDatabase, settle } from './database.mjs';
import { insertUsers, signUpAndSignIn } from './people.mjs';
import { randomSource, ticketRowFactory } from './tickets.mjs';

const BRANDS = 10;
const TAGS_PER_BRAND = 5;
const MILESTONES_PER_BRAND = 3;
const ASSIGNEES = 20;
/** The member sees this many brands (the rest exercise the brand-scope filter). */
const MEMBER_BRANDS = 3;
/** Tickets per transaction, and rows per INSERT (44 columns: well under both databases' limits). */
const TRANSACTION_TICKETS = 20_000;
const INSERT_ROWS = 500;
const LINK_ROWS = 2_000;

const BRAND_NAMES = [
  'Northwind',
  'Bluebell',
  'Copperleaf',
  'Driftwood',
  'Evergreen',
  'Foxglove',
  'Goldcrest',
  'Harbor',
  'Ironbark',
  'Juniper',
];
const TAG_NAMES = ['launch', 'ugc', 'evergreen', 'promo', 'collab', 'seasonal', 'how-to', 'testimonial'];

async function loadDomain() {
  const [tickets, schema] = await Promise.all([
    tsImport('@expertos/domain/tickets', import.meta.url),
    tsImport('@expertos/domain/ticket.schema', import.meta.url),
  ]);
  return { ...tickets, calendarDate: schema.calendarDate, statusRank: schema.statusRank };
}

function chunks(list, size) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function insertWorkspace(db, owner, now) {
  const id = randomUUID();
  await db
    .insertInto('workspaces')
    .values({
      id,
      name: 'Bench Studio',
      industry: null,
      owner_id: owner.id,
      whitelisted: 0,
      stripe_subscription_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function insertMembers(db, workspaceId, people, now) {
  const rows = people.map(({ user, role }) => ({
    id: randomUUID(),
    workspace_id: workspaceId,
    user_id: user.id,
    email: user.email,
    role,
    status: 'joined',
    jira_associated: 0,
    created_at: now,
    updated_at: now,
  }));
  if (rows.length > 0) await db.insertInto('workspace_members').values(rows).execute();
  return rows.map((row) => row.id);
}

async function insertBrands(db, workspaceId, ownerId, now, random) {
  const brands = BRAND_NAMES.slice(0, BRANDS).map((name, index) => ({
    id: randomUUID(),
    name,
    slug: name.toLowerCase(),
    tagIds: [],
    tagNames: [],
    milestoneIds: [],
    index,
  }));
  await db
    .insertInto('projects')
    .values(
      brands.map((brand) => ({
        id: brand.id,
        workspace_id: workspaceId,
        name: brand.name,
        slug: brand.slug,
        shopify_site: null,
        cover_key: null,
        phase: 'active',
        owner_id: ownerId,
        content_pillars: '[]',
        content_formats: '[]',
        other_preferences: '',
        off_brand: '[]',
        slate_review_day: 'friday',
        slate_growth_content: 0,
        slate_trust_building_content: 0,
        slate_sales_promotions_content: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const tags = [];
  const milestones = [];
  for (const brand of brands) {
    // 'launch' is on every brand, so a tag filter spans brands; the other four vary.
    const names = ['launch', ...random.sample(TAG_NAMES.slice(1), TAGS_PER_BRAND - 1)];
    for (const name of names) {
      const id = randomUUID();
      brand.tagIds.push(id);
      brand.tagNames.push(name);
      tags.push({ id, project_id: brand.id, name, name_key: name, created_at: now });
    }
    for (let m = 1; m <= MILESTONES_PER_BRAND; m++) {
      const id = randomUUID();
      brand.milestoneIds.push(id);
      const name = `Q${m} campaign`;
      milestones.push({
        id,
        project_id: brand.id,
        name,
        name_key: name.toLowerCase(),
        due_date: null,
        created_at: now,
      });
    }
  }
  await db.insertInto('ticket_tags').values(tags).execute();
  await db.insertInto('milestones').values(milestones).execute();
  return brands;
}

async function insertTickets(db, count, makeTicket, log) {
  const started = Date.now();
  const sample = [];
  for (let first = 1; first <= count; first += TRANSACTION_TICKETS) {
    const last = Math.min(count, first + TRANSACTION_TICKETS - 1);
    const tickets = [];
    for (let number = first; number <= last; number++) tickets.push(makeTicket(number));
    await db.transaction().execute(async (trx) => {
      for (const batch of chunks(tickets, INSERT_ROWS)) {
        await trx
          .insertInto('tickets')
          .values(batch.map((t) => t.row))
          .execute();
      }
      const links = tickets.flatMap((t) => t.tagIds.map((tag_id) => ({ ticket_id: t.row.id, tag_id })));
      for (const batch of chunks(links, LINK_ROWS))
        await trx.insertInto('ticket_tag_links').values(batch).execute();
      // The Library's files: reference images, then comments before their attachments.
      for (const table of ['ticket_reference_images', 'comments', 'comment_attachments']) {
        const key = {
          ticket_reference_images: 'images',
          comments: 'comments',
          comment_attachments: 'attachments',
        }[table];
        const rows = tickets.flatMap((t) => t[key]);
        for (const batch of chunks(rows, INSERT_ROWS)) await trx.insertInto(table).values(batch).execute();
      }
    });
    for (const t of tickets) if (t.row.number % 97 === 0) sample.push(t.row);
    if (last % 20_000 === 0 || last === count)
      log(`  ${last} tickets (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return sample;
}

/**
 * Seeds one workspace through `baseUrl` (the running server, for the two real accounts)
 * and `databaseUrl` (its database, for everything else). Returns what the scenarios call.
 */
export async function seedWorkspace({
  baseUrl,
  origin = baseUrl,
  databaseUrl,
  tickets = 100_000,
  seed = 5,
  /** More signed-in members beside the member, each on the member's brands (the soak's people). */
  extraMembers = 0,
  log = () => {},
}) {
  const domain = await loadDomain();
  const random = randomSource(seed);
  const { db, dialect } = openDatabase(databaseUrl);
  try {
    const tag = randomUUID().slice(0, 8);
    const owner = await signUpAndSignIn({
      baseUrl,
      origin,
      db,
      dialect,
      email: `owner-${tag}@bench.test`,
      name: 'Olive Owner',
    });
    const member = await signUpAndSignIn({
      baseUrl,
      origin,
      db,
      dialect,
      email: `member-${tag}@bench.test`,
      name: 'Max Member',
    });
    const others = [];
    for (let i = 0; i < extraMembers; i++)
      others.push(
        await signUpAndSignIn({
          baseUrl,
          origin,
          db,
          dialect,
          email: `person-${i}-${tag}@bench.test`,
          name: `Person ${i}`,
        }),
      );
    const assignees = await insertUsers(
      db,
      dialect,
      Array.from({ length: ASSIGNEES }, (_, i) => ({
        email: `assignee-${i}-${tag}@bench.test`,
        name: `Assignee ${i}`,
      })),
    );

    const now = new Date().toISOString();
    const workspaceId = await insertWorkspace(db, owner, now);
    const people = [
      { user: owner, role: 'admin' },
      { user: member, role: 'member' },
      // Two admins, two external collaborators (never assignees), the rest members.
      ...assignees.map((user, i) => ({
        user,
        role: i < 2 ? 'admin' : i >= ASSIGNEES - 2 ? 'external' : 'member',
      })),
    ];
    const otherMemberIds = await insertMembers(
      db,
      workspaceId,
      others.map((user) => ({ user, role: 'member' })),
      now,
    );
    const memberIds = await insertMembers(db, workspaceId, people, now);
    const [ownerMemberId, memberMemberId] = memberIds;
    const brands = await insertBrands(db, workspaceId, owner.id, now, random);
    const memberBrands = brands.slice(0, MEMBER_BRANDS);
    await db
      .insertInto('project_members')
      .values([
        ...brands.map((brand) => ({
          project_id: brand.id,
          member_id: ownerMemberId,
          role: 'admin',
          access: 'granted',
          created_at: now,
        })),
        ...memberBrands.map((brand) => ({
          project_id: brand.id,
          member_id: memberMemberId,
          role: 'member',
          access: 'granted',
          created_at: now,
        })),
        ...otherMemberIds.flatMap((id) =>
          memberBrands.map((brand) => ({
            project_id: brand.id,
            member_id: id,
            role: 'member',
            access: 'granted',
            created_at: now,
          })),
        ),
        ...memberIds.slice(2).map((id, i) => ({
          project_id: brands[i % BRANDS].id,
          member_id: id,
          role: 'member',
          access: 'granted',
          created_at: now,
        })),
      ])
      .execute();

    const assigneeIds = memberIds.filter((_, i) => people[i].role !== 'external');
    const makeTicket = ticketRowFactory({
      domain,
      random,
      workspaceId,
      brands,
      assigneeIds,
      reporterIds: assigneeIds,
      now: Date.now(),
    });
    log(`seeding ${tickets} tickets (${dialect})`);
    const sample = await insertTickets(db, tickets, makeTicket, log);
    await db
      .insertInto('ticket_counters')
      .values({ workspace_id: workspaceId, last_number: tickets })
      .execute();
    await settle(db, dialect);

    const memberBrandIds = new Set(memberBrands.map((b) => b.id));
    return {
      workspaceId,
      brands: brands.map(({ id, name, slug, tagNames }) => ({ id, name, slug, tagNames })),
      memberBrandIds: [...memberBrandIds],
      owner: { ...owner, memberId: ownerMemberId },
      member: { ...member, memberId: memberMemberId },
      others: others.map((person, i) => ({ ...person, memberId: otherMemberIds[i] })),
      assigneeIds,
      /** Ticket uids the member may open too (its brands), spread over the whole range. */
      ticketUids: sample.filter((row) => memberBrandIds.has(row.project_id)).map((row) => row.id),
    };
  } finally {
    await db.destroy();
  }
}
