// The CSV export of a whole task list (docs/product.md#csv-export), timed, with the server's
// memory sampled while it streams: the export reads a page at a time, so its resident memory
// should stay flat whatever the list's length. Prints rows, bytes, seconds and the server's
// peak resident memory over its resident memory just before.
import fs from 'node:fs';

/** The process's resident memory in MB (Linux /proc). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function measureExport({ baseUrl, pid, workspaceId, token, label }) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${baseUrl}/api/workspaces/${workspaceId}/tickets/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const line =
    `${label}: CSV export of ${lines - 1} tickets, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
    `server memory ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`;
  console.log(line);
  return line;
}
