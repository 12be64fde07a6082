import type { AiBrandCheck } from '@expertos/domain/brand-check.schema';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';

/**
 * The pillar the AI part of the brand check found the post fits, once someone asked for it in
 * this session (the check keeps its answer under `ticketKeys.aiBrandCheck`; never fetched from
 * here, as it spends tokens). Null when there is none, or when the caption has changed since:
 * the finding was about the words as checked.
 */
export function useBrandCheckPillar(ticketUid: string, caption: string | null): string | null {
  const check = useQuery<AiBrandCheck>({
    queryKey: ticketKeys.aiBrandCheck(ticketUid),
    queryFn: skipToken,
  }).data;
  return check && check.caption === (caption ?? '') ? check.pillar : null;
}
