import { ApiError } from '@expertos/api-client/api-error';
import type { Ticket, UpdateTicketInput } from '@expertos/domain/ticket.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { aiStatusKey } from '@/shared/ai/ai-status';
import * as rewriteApi from '../api/rewrite';
import { rewriteBrief, rewriteLimit, rewrittenText } from '../lib/rewrite-brief';

export interface AiRewriteInput {
  ticketUid: string;
  projectUid: string;
  workspaceUid: string;
  /** The caption as the ticket shows it now: what is rewritten, and what "take back" restores. */
  caption: string;
  /** The version the person sees: a teammate's newer edit is refused (409), never overwritten. */
  ticketUpdated: string | undefined;
  /** The ticket's own editor (the slot's `saveTicket`): every view of the ticket takes the reply. */
  saveTicket: (change: UpdateTicketInput) => Promise<Ticket>;
}

/** What the last click left: the new caption saved (with the old one to take back), or the old one back. */
export type RewriteOutcome =
  | { kind: 'rewritten'; before: string; base: string }
  | { kind: 'restored' }
  | null;

/**
 * Rewrites an evergreen copy's caption with the brand's assistant and saves it, keeping the old
 * text to take back. Both saves carry the version they start from.
 */
export function useAiRewrite(input: AiRewriteInput) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<RewriteOutcome>(null);
  const { ticketUid, projectUid, workspaceUid, caption, ticketUpdated, saveTicket } = input;

  const rewrite = useMutation({
    mutationFn: async () => {
      // The network is only for the length: without it the original's own length is the limit.
      const ticket = await client.ensureQueryData(rewriteApi.ticketQueryOptions(ticketUid)).catch(() => null);
      const limit = rewriteLimit(ticket?.post_platform, caption);
      const text = rewrittenText(await rewriteApi.runRewrite(projectUid, rewriteBrief(caption, limit)));
      if (!text)
        throw new ApiError({ status: 502, code: 'ai_unavailable', message: 'The assistant gave no text.' });
      const saved = await saveTicket({
        caption: text,
        ...(ticketUpdated ? { base_updated_at: ticketUpdated } : {}),
      });
      return { kind: 'rewritten', before: caption, base: saved.updated } as const;
    },
    onMutate: () => setOutcome(null),
    onSuccess: setOutcome,
    // The day's allowance moved (or was found used up).
    onSettled: () => void client.invalidateQueries({ queryKey: aiStatusKey(workspaceUid) }),
  });

  const takeBack = useMutation({
    mutationFn: (from: { before: string; base: string }) =>
      saveTicket({ caption: from.before, base_updated_at: from.base }),
    onSuccess: () => setOutcome({ kind: 'restored' }),
  });

  return { rewrite, takeBack, outcome };
}
