import { useCallback, useState } from 'react';
import { useDraftKey } from '@/shared/lib/use-autosave';
import { EMPTY_DRAFT, type MentionDraft } from '../components/MentionTextarea';

interface StoredCommentDraft {
  text: string;
  mentions?: [string, string][];
}

function read(key: string | null): MentionDraft {
  if (!key) return EMPTY_DRAFT;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredCommentDraft | null;
    if (!stored || typeof stored.text !== 'string') return EMPTY_DRAFT;
    const mentions = Array.isArray(stored.mentions)
      ? stored.mentions.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
    return { text: stored.text, mentions: new Map(mentions) };
  } catch {
    return EMPTY_DRAFT;
  }
}

function write(key: string | null, draft: MentionDraft) {
  if (!key) return;
  try {
    if (draft.text === '') localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ text: draft.text, mentions: [...draft.mentions] }));
  } catch {
    // A full or blocked storage only loses the copy on this device.
  }
}

/**
 * The unsent comment on a ticket, kept on this device per signed-in person and ticket
 * (docs/product.md#autosave) until it is posted: a reload or a closed dialog keeps it.
 * Picked files and voice notes are not kept.
 */
export function useCommentDraft(ticketUid: string) {
  const key = useDraftKey('comment', ticketUid);
  const [draft, setDraftState] = useState<MentionDraft>(() => read(key));
  const setDraft = useCallback(
    (next: MentionDraft) => {
      setDraftState(next);
      write(key, next);
    },
    [key],
  );
  return [draft, setDraft] as const;
}
