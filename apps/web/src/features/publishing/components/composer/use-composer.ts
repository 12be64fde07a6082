import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { useState } from 'react';
import { type MediumFacts, type PostWords, prefillVariant, type VariantDraft } from '../../lib/variant-draft';

/** When the post goes out: now, at a time in the brand's zone, or at the queue's next free time. */
export type When = 'now' | 'at' | 'queue';

/**
 * The composer's state: the channels chosen (in the order the brand lists them) and each one's
 * variant, started from the post's words when the channel is first chosen and kept when it is
 * unticked and ticked again; or, for a post with saved variants, those (`seed`).
 */
export function useComposer(words: PostWords, media: readonly MediumFacts[]) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [drafts, setDrafts] = useState<Record<string, VariantDraft>>({});
  const [when, setWhen] = useState<When>('now');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');

  const toggle = (channel: PublishingChannel, on: boolean) => {
    setChosen((current) =>
      on
        ? [...current.filter((uid) => uid !== channel.uid), channel.uid]
        : current.filter((uid) => uid !== channel.uid),
    );
    if (on && !drafts[channel.uid])
      setDrafts((current) => ({ ...current, [channel.uid]: prefillVariant(channel, words, media) }));
  };
  const edit = (uid: string, change: Partial<VariantDraft>) =>
    setDrafts((current) => {
      const draft = current[uid];
      return draft ? { ...current, [uid]: { ...draft, ...change } } : current;
    });
  /** Opens on the post's saved variants: their channels chosen, each with its saved words. */
  const seed = (saved: readonly { uid: string; draft: VariantDraft }[]) => {
    setChosen(saved.map((entry) => entry.uid));
    setDrafts(Object.fromEntries(saved.map((entry) => [entry.uid, entry.draft])));
  };
  const reset = () => {
    setChosen([]);
    setDrafts({});
    setWhen('now');
    setDate('');
    setTime('');
  };
  return { chosen, drafts, toggle, edit, seed, when, setWhen, date, setDate, time, setTime, reset };
}
export type Composer = ReturnType<typeof useComposer>;
