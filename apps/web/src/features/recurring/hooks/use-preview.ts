import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as recurringApi from '../api/recurring';
import { type PreviewInput, recurringKeys } from '../api/recurring';

/** How long the builder waits after a change before asking for the dates again. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The next five dates of the rule being built, asked for once the controls have been still for
 * a moment (every keystroke in "every N" would otherwise be a call). Null input asks nothing.
 */
export function useRulePreview(projectUid: string, input: PreviewInput | null) {
  const [settled] = useDebouncedValue(input, PREVIEW_DELAY_MS);
  // A change not asked for yet shows the last answer, not a loader.
  const same = JSON.stringify(settled) === JSON.stringify(input);
  const query = useQuery({
    queryKey: recurringKeys.preview(projectUid, settled),
    queryFn: ({ signal }) => recurringApi.previewRule(projectUid, settled as PreviewInput, signal),
    enabled: Boolean(projectUid && settled),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { ...query, waiting: !same || query.isFetching };
}
