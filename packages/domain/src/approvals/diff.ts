import { diffLines, diffWordsWithSpace } from 'diff';
import { VERSION_DIFF_MAX_EDITS, type VersionSnapshot, type VersionTextField } from './versions';

/**
 * A readable diff of two versions of a post (docs/product.md#approvals): word by word for its
 * texts, and which files were added, removed, moved or replaced.
 */

export interface DiffSegment {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * The common start and end of two texts, cut where a word begins (after a space), so the word
 * diff of the middle never sees half a word.
 */
function commonEnds(from: string, to: string): { head: number; tail: number } {
  const shorter = Math.min(from.length, to.length);
  let head = 0;
  while (head < shorter && from[head] === to[head]) head += 1;
  while (head > 0 && !isSpace(from[head - 1])) head -= 1;
  let tail = 0;
  while (tail < shorter - head && from[from.length - 1 - tail] === to[to.length - 1 - tail]) tail += 1;
  while (tail > 0 && !isSpace(from[from.length - tail])) tail -= 1;
  return { head, tail };
}

/** Adjacent segments of one kind joined, empty ones dropped. */
function joined(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  for (const segment of segments) {
    if (segment.text === '') continue;
    const last = out.at(-1);
    if (last?.kind === segment.kind) last.text += segment.text;
    else out.push({ ...segment });
  }
  return out;
}

/** A text in three: the start and end it shares with another, and its middle. */
function parts(from: string, to: string) {
  const { head, tail } = commonEnds(from, to);
  return {
    head: from.slice(0, head),
    oldMiddle: from.slice(head, from.length - tail),
    newMiddle: to.slice(head, to.length - tail),
    tail: from.slice(from.length - tail),
  };
}

/** What is left of a diff's word edits: each run spends what it finds. */
interface Budget {
  left: number;
}

/** One run of changed text, word by word; null when it takes more word edits than are left. */
function wordDiff(from: string, to: string, budget: Budget): DiffSegment[] | null {
  if (budget.left <= 0) return null;
  const { head, oldMiddle, newMiddle, tail } = parts(from, to);
  const changes = diffWordsWithSpace(oldMiddle, newMiddle, { maxEditLength: budget.left });
  if (!changes) return null;
  for (const change of changes) if (change.added || change.removed) budget.left -= change.count;
  const middle = changes.map(
    (change): DiffSegment => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value,
    }),
  );
  return [{ kind: 'same', text: head }, ...middle, { kind: 'same', text: tail }];
}

/** Word by word, or once the budget is spent, the changed middle removed then added whole. */
function wordsOrWhole(from: string, to: string, budget: Budget): DiffSegment[] {
  const words = wordDiff(from, to, budget);
  if (words) return words;
  const { head, oldMiddle, newMiddle, tail } = parts(from, to);
  return [
    { kind: 'same', text: head },
    { kind: 'removed', text: oldMiddle },
    { kind: 'added', text: newMiddle },
    { kind: 'same', text: tail },
  ];
}

/** A text's lines, each with its line break. */
const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/**
 * A run of changed lines: word by word as a whole; where as many lines came as went, or the
 * whole takes more edits than are left, each line with the line in its place (what is left
 * over removed or added).
 */
function runDiff(from: string, to: string, budget: Budget): DiffSegment[] {
  const oldLines = lines(from);
  const newLines = lines(to);
  if (oldLines.length <= 1 && newLines.length <= 1) return wordsOrWhole(from, to, budget);
  const whole = oldLines.length === newLines.length ? null : wordDiff(from, to, budget);
  if (whole) return whole;
  const out: DiffSegment[] = [];
  for (let i = 0; i < Math.max(oldLines.length, newLines.length); i += 1)
    out.push(...wordsOrWhole(oldLines[i] ?? '', newLines[i] ?? '', budget));
  return out;
}

/**
 * Word by word, spaces and line breaks included, so the segments give back both texts exactly:
 * same + added is `to`, same + removed is `from`. Lines first, then the words of each run of
 * changed lines, so a long caption edited here and there costs its changed lines only. A word
 * diff costs time in its length times its edits: past `maxEdits` word edits in all, what is
 * left changed shows as removed then added whole.
 */
export function diffText(from: string, to: string, maxEdits = VERSION_DIFF_MAX_EDITS): DiffSegment[] {
  if (from === to) return joined([{ kind: 'same', text: from }]);
  const budget: Budget = { left: maxEdits };
  const segments: DiffSegment[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed || added) segments.push(...runDiff(removed, added, budget));
    removed = '';
    added = '';
  };
  for (const change of diffLines(from, to)) {
    if (change.removed) removed += change.value;
    else if (change.added) added += change.value;
    else {
      flush();
      segments.push({ kind: 'same', text: change.value });
    }
  }
  flush();
  return joined(segments);
}

export interface MediaDiff<T extends { id: string }> {
  added: T[];
  removed: T[];
  moved: T[];
  replaced: { from: T; to: T }[];
}

/** The longest run of ids in the same order in both lists (the files that stayed in place). */
function inPlace(from: readonly string[], to: readonly string[]): Set<string> {
  const lengths = Array.from({ length: from.length + 1 }, () => new Array<number>(to.length + 1).fill(0));
  for (let i = from.length - 1; i >= 0; i -= 1)
    for (let j = to.length - 1; j >= 0; j -= 1)
      lengths[i]![j] =
        from[i] === to[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < from.length && j < to.length) {
    if (from[i] === to[j]) {
      kept.add(from[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return kept;
}

/**
 * Files added, removed, moved (in both, out of their order) and replaced (one removed where
 * another was added, between the same files that stayed in place), by id.
 */
export function diffMedia<T extends { id: string }>(from: readonly T[], to: readonly T[]): MediaDiff<T> {
  const fromIds = new Set(from.map((item) => item.id));
  const toIds = new Set(to.map((item) => item.id));
  const kept = inPlace(
    from.filter((item) => toIds.has(item.id)).map((item) => item.id),
    to.filter((item) => fromIds.has(item.id)).map((item) => item.id),
  );
  // The files only one side has, in the gaps between the files that stayed in place: the
  // same gap on both sides is the same place in the post.
  const gaps = (list: readonly T[], other: Set<string>) => {
    const out: T[][] = [[]];
    for (const item of list) {
      if (kept.has(item.id)) out.push([]);
      else if (!other.has(item.id)) out.at(-1)!.push(item);
    }
    return out;
  };
  const removedGaps = gaps(from, toIds);
  const addedGaps = gaps(to, fromIds);
  const diff: MediaDiff<T> = {
    added: [],
    removed: [],
    moved: to.filter((item) => fromIds.has(item.id) && !kept.has(item.id)),
    replaced: [],
  };
  removedGaps.forEach((removed, gap) => {
    const added = addedGaps[gap] ?? [];
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < pairs; k += 1) diff.replaced.push({ from: removed[k]!, to: added[k]! });
    diff.removed.push(...removed.slice(pairs));
    diff.added.push(...added.slice(pairs));
  });
  return diff;
}

export interface FieldDiff {
  field: VersionTextField;
  channel: string | null;
  network: string | null;
  changed: boolean;
  segments: DiffSegment[];
}

function fieldDiff(
  field: VersionTextField,
  from: string | null | undefined,
  to: string | null | undefined,
  variant: { channel: string; network: string } | null = null,
): FieldDiff | null {
  const a = from ?? '';
  const b = to ?? '';
  if (a === '' && b === '') return null;
  return {
    field,
    channel: variant?.channel ?? null,
    network: variant?.network ?? null,
    changed: a !== b,
    segments: diffText(a, b),
  };
}

const HOOK_FIELDS = ['hook', 'hook_variation_1', 'hook_variation_2', 'hook_variation_3'] as const;

/** Two versions compared: each text either has (in the post's order), and their files. */
export function diffSnapshots(
  from: VersionSnapshot,
  to: VersionSnapshot,
): { fields: FieldDiff[]; media: MediaDiff<VersionSnapshot['media'][number]> } {
  const fields: (FieldDiff | null)[] = [
    fieldDiff('summary', from.summary, to.summary),
    fieldDiff('caption', from.caption, to.caption),
    ...HOOK_FIELDS.map((field, i) => fieldDiff(field, from.hooks[i], to.hooks[i])),
    fieldDiff('platform', from.platform, to.platform),
    fieldDiff('format', from.format, to.format),
  ];
  const channels = [...new Set([...from.variants, ...to.variants].map((v) => v.channel))].sort();
  for (const channel of channels) {
    const a = from.variants.find((v) => v.channel === channel);
    const b = to.variants.find((v) => v.channel === channel);
    const place = { channel, network: (b ?? a)!.network };
    fields.push(
      fieldDiff('variant_text', a?.text, b?.text, place),
      fieldDiff('variant_link', a?.link, b?.link, place),
      fieldDiff('variant_first_comment', a?.firstComment, b?.firstComment, place),
    );
  }
  return {
    fields: fields.filter((field): field is FieldDiff => field !== null),
    media: diffMedia(from.media, to.media),
  };
}
