import type { PostPlatform, PostPurpose } from './tickets';
import { POST_PURPOSES } from './tickets';

/**
 * The rule-based part of a post's brand check (docs/product.md#brand-check): what can be
 * found without any AI — off-brand phrases, the platform's limits and the week's slate. Each
 * finding that concerns text points at it (`start`, `end`: UTF-16 offsets in the caption).
 */

/** What each platform accepts in a post's text, as the platforms publish it; null: no limit. */
export const PLATFORM_LIMITS: Record<
  PostPlatform,
  { captionMax: number | null; hashtagsMax: number | null }
> = {
  instagram: { captionMax: 2_200, hashtagsMax: 30 },
  tiktok: { captionMax: 4_000, hashtagsMax: null },
  youtube: { captionMax: 5_000, hashtagsMax: 60 },
  facebook: { captionMax: 63_206, hashtagsMax: null },
  linkedin: { captionMax: 3_000, hashtagsMax: null },
  x: { captionMax: 280, hashtagsMax: null },
  pinterest: { captionMax: 500, hashtagsMax: 20 },
  threads: { captionMax: 500, hashtagsMax: 1 },
  blog: { captionMax: null, hashtagsMax: null },
};

export type BrandFinding =
  /** The caption says a phrase an off-brand rule names. */
  | { kind: 'off_brand'; rule: string; phrase: string; start: number; end: number }
  /** The caption is longer than the platform takes: the part past the limit. */
  | {
      kind: 'caption_length';
      platform: PostPlatform;
      limit: number;
      length: number;
      start: number;
      end: number;
    }
  /** More hashtags than the platform takes: the first one over. */
  | { kind: 'hashtags'; platform: PostPlatform; limit: number; count: number; start: number; end: number }
  /** The week already has its posts of this purpose while another purpose is short. */
  | { kind: 'slate'; purpose: PostPurpose; target: number; planned: number; short: PostPurpose[] }
  /** A library asset the post uses has a credit line the caption does not carry. */
  | { kind: 'credit'; asset: string; credit: string };

export interface BrandCheckInput {
  caption: string;
  platform: PostPlatform | null;
  purpose: PostPurpose | null;
  offBrand: readonly string[];
  /** The slate's weekly targets, and the posts of each purpose already planned that week (this one left out). */
  slate?: { targets: Record<PostPurpose, number>; planned: Record<PostPurpose, number> } | null;
  /** The credit lines of the library assets the post uses (docs/product.md#asset-library). */
  credits?: readonly { asset: string; credit: string }[];
}

/** Case and runs of spaces aside, as a caption and a credit line are compared. */
const comparable = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Whether the caption carries the credit line (its words in order, case and spacing aside). */
export function carriesCredit(caption: string, credit: string): boolean {
  const wanted = comparable(credit);
  return wanted === '' || comparable(caption).includes(wanted);
}

// "Never say", "avoid", "no"…: the words that introduce what a rule forbids.
const RULE_LEAD =
  /^(?:never\s+(?:say|use|write|mention)|do\s+not\s+(?:say|use|write|mention)|don['’]t\s+(?:say|use|write|mention)|avoid|no|never)\s+/i;
const QUOTED = /["“”«»]([^"“”«»]{1,80})["“”«»]|'([^']{1,80})'/g;
/** A phrase longer than this is guidance for a writer (or the AI), not words to look for. */
const MAX_PHRASE_WORDS = 5;

/**
 * The phrases an off-brand rule names: its quoted parts, else the rule without its lead
 * ("Never say cheap, bargain" → cheap, bargain), split at commas, semicolons, slashes and "or".
 */
export function rulePhrases(rule: string): string[] {
  const quoted = [...rule.matchAll(QUOTED)].map((m) => (m[1] ?? m[2] ?? '').trim()).filter(Boolean);
  const pieces = quoted.length > 0 ? quoted : rule.replace(RULE_LEAD, '').split(/\s*(?:[,;/]|\bor\b)\s*/i);
  const phrases = pieces
    .map((piece) => piece.trim().replace(/[.!?]+$/, ''))
    .filter((piece) => piece.length > 0 && piece.split(/\s+/).length <= MAX_PHRASE_WORDS);
  return [...new Set(phrases.map((phrase) => phrase.toLowerCase()))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per rule: any of its phrases as whole words, whatever the case. */
function rulePattern(phrases: string[]): RegExp | null {
  if (phrases.length === 0) return null;
  const alternatives = phrases.map((phrase) => escapeRegExp(phrase).replace(/\s+/g, '\\s+')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`, 'giu');
}

const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/** Every rule-based finding for a post, in the order of the caption, then the slate. */
export function checkPost(input: BrandCheckInput): BrandFinding[] {
  const { caption, platform, purpose } = input;
  const findings: BrandFinding[] = [];

  for (const rule of input.offBrand) {
    const pattern = rulePattern(rulePhrases(rule));
    if (!pattern) continue;
    for (const match of caption.matchAll(pattern)) {
      const start = match.index ?? 0;
      findings.push({ kind: 'off_brand', rule, phrase: match[0], start, end: start + match[0].length });
    }
  }

  if (platform) {
    const { captionMax, hashtagsMax } = PLATFORM_LIMITS[platform];
    if (captionMax !== null && caption.length > captionMax) {
      findings.push({
        kind: 'caption_length',
        platform,
        limit: captionMax,
        length: caption.length,
        start: captionMax,
        end: caption.length,
      });
    }
    if (hashtagsMax !== null) {
      const tags = [...caption.matchAll(HASHTAG)];
      const over = tags[hashtagsMax];
      if (over) {
        const start = over.index ?? 0;
        findings.push({
          kind: 'hashtags',
          platform,
          limit: hashtagsMax,
          count: tags.length,
          start,
          end: start + over[0].length,
        });
      }
    }
  }

  const slate = input.slate;
  if (purpose && slate) {
    const target = slate.targets[purpose];
    const planned = slate.planned[purpose];
    const short = POST_PURPOSES.filter(
      (other) => other !== purpose && slate.planned[other] < slate.targets[other],
    );
    if (target > 0 && planned >= target && short.length > 0) {
      findings.push({ kind: 'slate', purpose, target, planned, short });
    }
  }

  const seen = new Set<string>();
  for (const { asset, credit } of input.credits ?? []) {
    const key = comparable(credit);
    if (seen.has(key) || carriesCredit(caption, credit)) continue;
    seen.add(key);
    findings.push({ kind: 'credit', asset, credit });
  }

  // Text findings in the order they appear; the slate and the credits (no position) last.
  const at = (finding: BrandFinding) => ('start' in finding ? finding.start : Number.POSITIVE_INFINITY);
  return findings.sort((a, b) => at(a) - at(b));
}
