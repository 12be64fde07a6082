// What the server says about itself (GET /api/metrics, one scrape for the whole cluster), read
// into the soak's per-minute figures: each process's memory, heap and event-loop delay, the job
// queue, and the live streams open.

/** `name{a="1",b="2"} value` lines of the Prometheus text format; comments skipped. */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) continue;
    const labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const byPid = (samples, name) =>
  Object.fromEntries(
    samples.filter((s) => s.name === name && s.labels.pid).map((s) => [s.labels.pid, s.value]),
  );
const one = (samples, name, labels = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value ?? Number.NaN;

/** One scrape, read: per pid `{ rss, heap, loopP99 }` (bytes, bytes, ms), and the machine's figures. */
export async function scrape(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/metrics: ${response.status} ${await response.text()}`);
  const samples = parseMetrics(await response.text());
  const rss = byPid(samples, 'expertos_process_resident_memory_bytes');
  const heap = byPid(samples, 'expertos_nodejs_heap_size_used_bytes');
  const loop = byPid(samples, 'expertos_nodejs_eventloop_lag_p99_seconds');
  const processes = Object.fromEntries(
    Object.keys(rss).map((pid) => [pid, { rss: rss[pid], heap: heap[pid], loopP99: loop[pid] * 1000 }]),
  );
  return {
    processes,
    jobs: {
      pending: one(samples, 'expertos_jobs', { status: 'pending' }),
      running: one(samples, 'expertos_jobs', { status: 'running' }),
      dead: one(samples, 'expertos_jobs', { status: 'dead' }),
      oldestDueSeconds: one(samples, 'expertos_jobs_oldest_due_seconds'),
    },
    streams: one(samples, 'expertos_event_stream_connections'),
  };
}
