import { TRY_PILLARS, type TryProfile } from './try.schema';

/**
 * The rule-based draft of /try (docs/product.md#try): what the pasted captions show of a
 * brand's voice and topics, without any AI. It reads sentence length, exclamations, questions,
 * emoji, who the posts speak as and to, and the words and hashtags that recur; with no
 * captions it gives a plain template to fill in. Deterministic: the same input, the same draft.
 */

const STOPWORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each few for from ' +
    'further get got had has have having he her here hers him his how i if in into is it its ' +
    'just let like me more most my no nor not now of off on once only or other our ours out ' +
    'over own same she so some such than that the their them then there these they this those ' +
    'through to too under until up us very was we were what when where which while who whom ' +
    'why will with would you your yours new one two three day today week time make made see ' +
    'come back every way much many really here’s it’s we’re you’re don’t can’t im dont cant ' +
    'link bio check out'
  ).split(/\s+/),
);

const EMOJI = /\p{Extended_Pictographic}/u;
const WORD = /[\p{L}][\p{L}'’-]*/gu;
const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1);

/** Words of at least four letters that are not filler, most frequent first (ties: first seen). */
function recurringWords(captions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const caption of captions) {
    const plain = caption.replace(HASHTAG, ' ').replace(/https?:\/\/\S+/g, ' ');
    for (const match of plain.matchAll(WORD)) {
      const word = match[0].toLocaleLowerCase('en').replace(/['’]s$/, '');
      if (word.length < 4 || STOPWORDS.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

function hashtags(captions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const caption of captions)
    for (const match of caption.matchAll(HASHTAG)) {
      const tag = match[1]!.toLocaleLowerCase('en');
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([tag]) => `#${tag}`);
}

/** The tone the captions show, strongest signals first; a sensible default without captions. */
function toneOf(captions: readonly string[]): string[] {
  if (captions.length === 0) return ['friendly', 'clear', 'confident'];
  const all = captions.join('\n');
  const sentences = all.split(/[.!?…]+|\n+/).filter((s) => s.trim().length > 0);
  const words = all.match(WORD) ?? [];
  const perSentence = words.length / Math.max(1, sentences.length);
  const lower = words.map((w) => w.toLocaleLowerCase('en'));
  const share = (set: string[]) => lower.filter((w) => set.includes(w)).length / Math.max(1, lower.length);
  const tone: string[] = [];
  if ((all.match(/!/g) ?? []).length >= captions.length) tone.push('energetic');
  if (EMOJI.test(all)) tone.push('playful');
  if (all.includes('?')) tone.push('conversational');
  if (share(['we', 'our', 'us']) > 0.02) tone.push('warm');
  if (share(['you', 'your']) > 0.03) tone.push('direct');
  if (perSentence < 12) tone.push('concise');
  else if (perSentence > 20) tone.push('detailed');
  for (const fallback of ['friendly', 'clear', 'confident'])
    if (tone.length < 3 && !tone.includes(fallback)) tone.push(fallback);
  return tone.slice(0, 5);
}

const GENERIC_PILLARS = [
  { name: 'Behind the scenes', why: 'How the work gets made and who makes it.' },
  { name: 'Tips and how-tos', why: 'Useful, saveable know-how from what the brand knows best.' },
  { name: 'Customer stories', why: 'The people who use it, in their own words.' },
];

/** The rule-based draft of a brand's voice, three pillars and an audience. */
export function templateDraft(input: { brand_name: string; handle: string; captions: string[] }): TryProfile {
  const captions = input.captions.map((c) => c.trim()).filter(Boolean);
  const brand = input.brand_name.trim();
  const words = recurringWords(captions);
  const tags = hashtags(captions);
  const tone = toneOf(captions);

  const postsWith = (word: string) =>
    captions.filter((caption) => caption.toLocaleLowerCase('en').includes(word)).length;
  const fromPosts = words.slice(0, TRY_PILLARS).map((word) => {
    const count = postsWith(word);
    return {
      name: capitalise(word),
      why:
        count === captions.length && count > 1
          ? `Every one of the ${count} posts comes back to it.`
          : `It comes up in ${count} of the ${captions.length} posts.`,
    };
  });
  const pillars = [...fromPosts, ...GENERIC_PILLARS].slice(0, TRY_PILLARS);

  const [first, second, third] = tone;
  const description =
    captions.length > 0
      ? `${brand} sounds ${first}, ${second} and ${third}, judging by ${captions.length} of its posts. ` +
        `Keep sentences ${tone.includes('detailed') ? 'full and explanatory' : 'short and easy to skim'}` +
        `${tone.includes('playful') ? ', with the odd emoji' : ''}, and speak to the reader as "you".`
      : `${brand} sounds ${first}, ${second} and ${third}: plain words, short sentences, one idea a post. ` +
        'Paste a few captions to have this drawn from how the brand really writes.';

  const who = input.handle.trim() ? `@${input.handle.trim().replace(/^@/, '')}` : brand;
  return {
    voice: {
      description,
      tone,
      do_say: [...words.slice(0, 4), ...tags.slice(0, 3)].slice(0, 6),
      dont_say: ['guaranteed results', 'best ever', 'act now'],
    },
    pillars,
    audience: {
      name: `${who} followers`,
      description:
        words.length > 0
          ? `People who follow ${who} for ${words.slice(0, 3).join(', ')}; they save useful posts and come back for more of the same.`
          : `People who follow ${who}: say who they are, what they want from the brand and what keeps them from it.`,
      interests: words.slice(0, 5),
    },
  };
}
