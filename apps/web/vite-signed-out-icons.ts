import fs from 'node:fs';
import path from 'node:path';

/**
 * The Tabler icons the signed-out pages draw, found by following their static imports through
 * the app's source from `entries`. The build ships every other icon as one chunk (fewer requests
 * for the signed-in screens) and these few apart, so the sign-in page does not fetch the
 * app's 10 KB of icons for its three or four (bench/bundle.mjs measures it).
 */
export function iconsReachedFrom(entries: string[], src: string): Set<string> {
  const icons = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.resolve(src, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    // Static imports only: what a dynamic import() brings arrives later, with its own chunk;
    // `import type` brings nothing.
    for (const [, typeOnly, names, from] of code.matchAll(
      /^(?:import|export)\s+(type\s+)?([^;()]*?)\s*from\s+'([^']+)'/gm,
    )) {
      if (typeOnly || !from || names === undefined) continue;
      if (from === '@tabler/icons-react') {
        for (const name of names.replace(/[{}]/g, '').split(','))
          if (name.trim()) icons.add(name.trim().split(/\s+as\s+/)[0] as string);
        continue;
      }
      const resolved = resolveSource(from, file, src);
      if (resolved) queue.push(resolved);
    }
    for (const [, from] of code.matchAll(/^import\s+'([^']+)'/gm)) {
      const resolved = from ? resolveSource(from, file, src) : null;
      if (resolved) queue.push(resolved);
    }
  }
  return icons;
}

/** An app module's file ('@/…' or relative), or null for a package or a stylesheet. */
function resolveSource(specifier: string, importer: string, src: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(importer), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`])
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  return null;
}
