// Generates ticket rows with a spread a content team's workspace has after two years:
// most tickets done or to do, a third of them posts, some unassigned, dates across the
// period, 0-3 tags each. Deterministic (seeded), so two runs measure the same data.
import { randomUUID } from 'node:crypto';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;

/** mulberry32: a small, fast, seedable PRNG. */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** `count` distinct items of `list`, in random order (a partial Fisher-Yates shuffle). */
    sample: (list, count) => {
      const copy = [...list];
      for (let i = 0; i < Math.min(count, copy.length); i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
  };
}

/** Picks by weight; values missing from `weights` weigh 1. */
function weighted(values, weights) {
  const table = values.map((value) => [value, weights[value] ?? 1]);
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  return (random) => {
    let roll = random.next() * total;
    for (const [value, weight] of table) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return table.at(-1)[0];
  };
}

const WORDS = [
  'spring',
  'launch',
  'teaser',
  'behind the scenes',
  'founder story',
  'product demo',
  'customer review',
  'giveaway',
  'tutorial',
  'unboxing',
  'collab',
  'holiday',
  'restock',
  'FAQ',
  'routine',
  'before and after',
  'trend',
  'Q&A',
  'newsletter',
  'landing page',
];
const ACTIONS = ['Film', 'Edit', 'Write', 'Design', 'Plan', 'Review', 'Post', 'Schedule', 'Draft', 'Call'];

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * `domain` is the shared domain package (statuses, types, platforms… and the derived-column
 * rules calendarDate and statusRank), so the rows are what the API itself would write.
 */
export function ticketRowFactory({ domain, random, workspaceId, brands, assigneeIds, reporterIds, now }) {
  const status = weighted(domain.TICKET_STATUSES, {
    draft: 5,
    todo: 20,
    in_progress: 12,
    needs_approval: 5,
    approved: 5,
    in_review: 6,
    paused: 3,
    blocked: 2,
    will_not_do: 2,
    done: 25,
    published: 5,
    posted: 8,
    rejected: 2,
  });
  const type = weighted(domain.TICKET_TYPES, {
    task: 35,
    post: 35,
    estimate: 5,
    reminder: 8,
    call_notes: 7,
    design: 10,
  });
  const priority = weighted(domain.PRIORITIES, { 0: 15, 1: 55, 2: 22, 3: 8 });

  return (number) => {
    const brand = random.pick(brands);
    const ticketType = type(random);
    const ticketStatus = status(random);
    // Older tickets are fewer: the team grew. Updates lean towards the recent past.
    const createdMs = now - Math.sqrt(random.next()) * HISTORY_DAYS * DAY_MS;
    const updatedMs = createdMs + random.next() ** 3 * (now - createdMs);
    const dueDate = random.chance(0.6) ? isoDay(createdMs + random.int(60) * DAY_MS) : null;
    const post = ticketType === 'post';
    const filmDate = post && random.chance(0.7) ? isoDay(createdMs + random.int(30) * DAY_MS) : null;
    const postedDate =
      post && (ticketStatus === 'posted' || ticketStatus === 'published')
        ? isoDay(createdMs + (30 + random.int(30)) * DAY_MS)
        : null;
    const caption = post && random.chance(0.6) ? `New ${random.pick(WORDS)} drop, link in bio.` : null;
    const summary = `${random.pick(ACTIONS)} ${random.pick(WORDS)} ${post ? 'reel' : 'for'} ${brand.name} ${number}`;
    const calendar = domain.calendarDate({
      ticket_type: ticketType,
      due_date: dueDate,
      film_date: filmDate,
      posted_date: postedDate,
    });
    const row = {
      id: randomUUID(),
      workspace_id: workspaceId,
      project_id: brand.id,
      number,
      summary,
      summary_key: summary.toLowerCase(),
      description: random.chance(0.5)
        ? `Notes for ${summary}: brief, references and the open questions.`
        : '',
      status: ticketStatus,
      status_rank: domain.statusRank(ticketStatus),
      priority: priority(random),
      ticket_type: ticketType,
      assignee_id: random.chance(0.15) ? null : random.pick(assigneeIds),
      reporter_id: random.pick(reporterIds),
      milestone_id: random.chance(0.3) ? random.pick(brand.milestoneIds) : null,
      due_date: dueDate,
      due_sort: dueDate ?? '9999-12-31',
      caption: null,
      details: JSON.stringify({ integrations: [], post_details: post ? { caption } : null }),
      post_platform: post ? random.pick(domain.POST_PLATFORMS) : null,
      post_format: post ? random.pick(domain.POST_FORMATS) : null,
      post_audience: post ? random.pick(domain.POST_PURPOSES) : null,
      film_date: filmDate,
      posted_date: postedDate,
      calendar_date: calendar?.date ?? null,
      live_link: postedDate ? `https://www.instagram.com/p/${number.toString(36)}/` : null,
      canva_url:
        post && random.chance(0.5) ? `https://www.canva.com/design/${number.toString(36)}/view` : null,
      // The Library's links: some posts keep their footage and finals on Drive.
      drive_raw_link:
        post && random.chance(0.2) ? `https://drive.google.com/drive/folders/raw-${number}` : null,
      drive_final_link:
        post && postedDate && random.chance(0.3)
          ? `https://drive.google.com/drive/folders/final-${number}`
          : null,
      difficulty: post ? random.pick(domain.DIFFICULTIES) : null,
      total_spent: random.chance(0.3) ? random.int(8 * 3600) : 0,
      hook: post && random.chance(0.5) ? `Stop scrolling: ${random.pick(WORDS)}` : null,
      hook_variation_1: null,
      hook_variation_2: null,
      hook_variation_3: null,
      keyword_phrase: null,
      reference_content: null,
      estimate_hours: ticketType === 'estimate' ? 1 + random.int(40) : null,
      estimate_amount: ticketType === 'estimate' ? 10_000 * (1 + random.int(100)) : null,
      share_token: null,
      created_at: new Date(createdMs).toISOString(),
      updated_at: new Date(updatedMs).toISOString(),
    };
    const tagCount = random.int(4);
    const tagIds = new Set();
    for (let i = 0; i < tagCount; i++) tagIds.add(random.pick(brand.tagIds));
    return { row, tagIds: [...tagIds], ...ticketFiles(row, post, random) };
  };
}

/**
 * The files of a ticket (the Library's content; no bytes are stored): reference images on a
 * third of the posts, and a comment with a file or a voice note on one ticket in ten.
 */
function ticketFiles(row, post, random) {
  const images = [];
  const comments = [];
  const attachments = [];
  const createdMs = Date.parse(row.created_at);
  const at = (offsetMs) => new Date(createdMs + offsetMs).toISOString();
  if (post && random.chance(0.33)) {
    for (let i = 0; i <= random.int(3); i++) {
      const id = randomUUID();
      images.push({
        id,
        ticket_id: row.id,
        project_id: row.project_id,
        storage_key: `references/${id}.jpg`,
        name: `reference-${row.number}-${i}.jpg`,
        size: 50_000 + random.int(2_000_000),
        content_type: 'image/jpeg',
        created_at: at(i * 60_000),
      });
    }
  }
  if (random.chance(0.1)) {
    const comment = randomUUID();
    const written = at(3_600_000);
    comments.push({
      id: comment,
      ticket_id: row.id,
      author_id: null,
      body: 'Files for this one.',
      created_at: written,
      updated_at: written,
      edited_at: null,
    });
    const voice = random.chance(0.3);
    const id = randomUUID();
    attachments.push({
      id,
      comment_id: comment,
      ticket_id: row.id,
      project_id: row.project_id,
      storage_key: `attachments/${id}.${voice ? 'webm' : 'pdf'}`,
      name: voice ? 'voice-note.webm' : `brief-${row.number}.pdf`,
      size: 10_000 + random.int(500_000),
      content_type: voice ? 'audio/webm' : 'application/pdf',
      kind: voice ? 'audio' : 'document',
      voice_note: voice ? 1 : 0,
      created_at: written,
    });
  }
  return { images, comments, attachments };
}
