// The soak's simulated people: each holds a live stream open and, with a pause between steps,
// reads lists, opens tickets with their comments, edits, comments (some mention a teammate, which
// makes a notification and an e-mail job), attaches a small image, and makes tickets. Each
// keeps a fresh ID token the way the app does (they live 15 minutes). Every answer's time is
// recorded per action; a 5xx or a failed connection counts as an error.
import { setMaxListeners } from 'node:events';
import { idToken } from '../seed/people.mjs';

/** A valid 1×1 PNG: the comment upload checks a file's content, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Tokens are refreshed well before their 15 minutes run out. */
const TOKEN_REFRESH_MS = 10 * 60_000;
/** The statuses people move plain tickets between (none that starts an approval). */
const STATUSES = ['todo', 'in_progress', 'in_review', 'paused', 'done'];
const SORTS = ['updated', 'due_date', 'created'];
/**
 * Edits and comments go to the tickets of the moment: the last this many made here. Spread over
 * every ticket made since the start, the run's oldest tickets would gather ever more followers
 * (each commenter and each person mentioned follows), and an edit's status change, which
 * notifies every follower, would do more work each minute: a drift of the load, not of the
 * server. A window keeps each step's work the same all day, as in a team where a ticket is
 * busy for a while and then rests.
 */
const WORKING_SET = 200;

/** How often each action is chosen (a team reads far more than it writes). */
const ACTIONS = [
  ['list', 35],
  ['open', 25],
  ['edit', 15],
  ['comment', 10],
  ['upload', 5],
  ['create', 10],
];
const WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

/** A pause that ends early when `signal` aborts (and leaves no listener behind when it does not). */
const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });

function pickAction(random) {
  let roll = random() * WEIGHT;
  for (const [name, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return ACTIONS[0][0];
}

const pickOne = (random, list) => list[Math.floor(random() * list.length)];

/**
 * Runs `people` until `signal` aborts. `record(action, ms, status)` gets every answer (status 0
 * for a failed connection); `onStream(delta)` counts the streams open from this side. With
 * `steady`, each ticket made past twice the working set deletes the oldest one the run made
 * (by its maker), so the workspace keeps its size: the load makes some 40 tickets a minute, a
 * fifth of the workspace in half an hour, and a slower answer could then be the data's growth
 * rather than the server's drift.
 */
export async function runPeople({
  baseUrl,
  origin,
  seeded,
  people,
  thinkMs,
  random,
  signal,
  record,
  onStream,
  steady = false,
}) {
  const brandIds = seeded.memberBrandIds;
  /** Tickets any person may open or edit: the seed's on the member's brands, and those made here. */
  const tickets = [...seeded.ticketUids];
  const made = [];
  const makers = new Map();
  const current = () => made.slice(-WORKING_SET);
  const everyone = [seeded.member, ...seeded.others];

  async function call(person, action, path, init = {}) {
    const started = performance.now();
    try {
      // No signal: a step in flight when the run ends is let finish (and a signal shared by
      // thousands of requests would collect a listener from each).
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${person.token}`, ...init.headers },
      });
      const body = await response.arrayBuffer();
      record(action, performance.now() - started, response.status, undefined, body.byteLength);
      return response.ok ? JSON.parse(Buffer.from(body).toString('utf8')) : null;
    } catch (error) {
      record(action, performance.now() - started, 0, error);
      return null;
    }
  }

  const listQuery = () => {
    const params = new URLSearchParams({ sort: pickOne(random, SORTS), order: 'desc', limit: '50' });
    if (random() < 0.6) params.set('status', pickOne(random, STATUSES));
    return params.toString();
  };

  function comment(person, ticket, { withFile }) {
    const form = new FormData();
    const mention =
      random() < 0.3 ? ` @[${pickOne(random, everyone).name}](${pickOne(random, everyone).memberId})` : '';
    form.append('body', `A note from the soak${mention}`);
    if (withFile) form.append('files', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    return call(person, withFile ? 'upload' : 'comment', `/api/tickets/${ticket}/comments`, {
      method: 'POST',
      body: form,
    });
  }

  const steps = {
    list: (person) =>
      random() < 0.5
        ? call(person, 'list', `/api/projects/${pickOne(random, brandIds)}/tickets?${listQuery()}`)
        : call(person, 'list', `/api/workspaces/${seeded.workspaceId}/tickets?${listQuery()}`),
    open: async (person) => {
      const uid = pickOne(random, tickets);
      await call(person, 'open', `/api/tickets/${uid}`);
      await call(person, 'open comments', `/api/tickets/${uid}/comments`);
    },
    edit: (person) => {
      // Plain tickets made here: a seeded post may be approved and locked (a 409 by design).
      if (made.length === 0) return steps.create(person);
      const uid = pickOne(random, current());
      const body =
        random() < 0.5 ? { status: pickOne(random, STATUSES) } : { summary: `Edited ${Date.now()}` };
      return call(person, 'edit', `/api/tickets/${uid}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    comment: (person) =>
      comment(person, pickOne(random, made.length > 0 ? current() : tickets), { withFile: false }),
    upload: (person) =>
      comment(person, pickOne(random, made.length > 0 ? current() : tickets), { withFile: true }),
    create: async (person) => {
      const ticket = await call(person, 'create', `/api/projects/${pickOne(random, brandIds)}/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ summary: `Made by the soak ${Date.now()}` }),
      });
      if (ticket?.uid) {
        made.push(ticket.uid);
        tickets.push(ticket.uid);
        makers.set(ticket.uid, person);
      }
      if (steady && made.length > WORKING_SET * 2) {
        const oldest = made.shift();
        tickets.splice(tickets.indexOf(oldest), 1);
        const maker = makers.get(oldest);
        makers.delete(oldest);
        await call(maker, 'delete', `/api/tickets/${oldest}`, { method: 'DELETE' });
      }
    },
  };

  async function keepToken(person) {
    // People signed in at different moments: refreshed in step, every stream ended at the same
    // second (its token's end) and the minute's count read 0 streams in the second before they
    // came back. The first refresh still comes before the seed's token runs out.
    await sleep(random() * TOKEN_REFRESH_MS, signal);
    while (!signal.aborted) {
      person.token = await idToken(baseUrl, origin, person.cookie);
      await sleep(TOKEN_REFRESH_MS, signal);
    }
  }

  /** The live stream, read and dropped; opened again when it ends (its token's end). */
  async function keepStream(person) {
    while (!signal.aborted) {
      try {
        const response = await fetch(`${baseUrl}/api/events`, {
          headers: { authorization: `Bearer ${person.token}`, accept: 'text/event-stream' },
          signal,
        });
        if (!response.ok) {
          record('stream', 0, response.status);
          await response.arrayBuffer();
        } else {
          onStream(1);
          try {
            for await (const _ of response.body);
          } finally {
            onStream(-1);
          }
        }
      } catch (error) {
        if (!signal.aborted) record('stream', 0, 0, error);
      }
      await sleep(1_000, signal);
    }
  }

  async function act(person) {
    // Start at different moments, as people do.
    await sleep(random() * thinkMs * 2, signal);
    while (!signal.aborted) {
      await steps[pickAction(random)](person);
      await sleep(random() * thinkMs * 2, signal);
    }
  }

  // Each person's stream, pauses and token timer listen for the end.
  setMaxListeners(people.length * 4 + 10, signal);
  await Promise.all(people.flatMap((person) => [act(person), keepStream(person), keepToken(person)]));
}
