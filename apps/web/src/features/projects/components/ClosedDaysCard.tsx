import type { ClosedRange } from '@expertos/domain/closed-days';
import { LIMITS } from '@expertos/domain/limits';
import { ActionIcon, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDayRange } from '@/shared/lib/format';
import { FormAlert } from '@/shared/ui/FormAlert';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { problemMax, rangeProblems, refusedRows, sameRanges, sortRanges } from '../lib/closed-days';
import { ClosedRangeForm } from './ClosedRangeForm';
import { useClosedDays } from './use-closed-days';

/**
 * A brand's closed days (docs/product.md#closed-days): named ranges of days its team does not
 * work, which a recurring series may skip or move off. Brand admins add and remove ranges and
 * save the whole list; everyone else reads it.
 */
export function ClosedDaysCard({ projectUid }: { projectUid: string }) {
  const { t, i18n } = useTranslation();
  const k = 'ui.projects.closedDays' as const;
  const { saved, admin, deciding, save } = useClosedDays(projectUid);
  const [draft, setDraft] = useState<ClosedRange[] | null>(null);
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);
  // A removed row takes its button with it: the focus goes on to saving (or adding, when the
  // list is as saved again) rather than back to the page's start.
  const saveButton = useRef<HTMLButtonElement>(null);
  const addForm = useRef<HTMLFormElement>(null);
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed === 0) return;
    const next = saveButton.current?.disabled ? addForm.current?.querySelector('input') : saveButton.current;
    next?.focus();
  }, [removed]);
  const change = (next: ClosedRange[]) => {
    // A refusal names rows by index: once the list changes, it no longer says which.
    save.reset();
    setDraft(sortRanges(next));
  };
  const refused = refusedRows(save.error);
  /** The reason a refused row is under it: our own words for what we check too, else the server's. */
  const rowProblem = (range: ClosedRange, index: number) => {
    const fields = refused.rows.get(index);
    if (!fields) return null;
    const known = rangeProblems(range);
    const problem = fields.map((field) => known[field]).find(Boolean);
    return problem ? t(`${k}.problems.${problem}`, { max: problemMax(problem) }) : errorText(save.error);
  };

  let body: React.ReactNode;
  if (saved.isError)
    body = (
      <QueryError message={t(`${k}.loadError`)} error={saved.error} onRetry={() => void saved.refetch()} />
    );
  else if (!draft || deciding)
    body = <Skeleton height={72} radius="md" role="status" aria-label={t('ui.loading')} />;
  else {
    const dirty = saved.data !== undefined && !sameRanges(draft, saved.data);
    body = (
      <Stack gap="md">
        {draft.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${k}.empty`)}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            aria-label={t(`${k}.title`)}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {draft.map((range, index) => {
              const problem = rowProblem(range, index);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: two ranges may read alike; rows hold no state, so a removal remounting those after it costs nothing.
                <li key={`${index} ${range.from} ${range.to} ${range.name}`} data-testid="closed-range">
                  <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {range.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatDayRange(range.from, range.to, i18n.language)}
                      </Text>
                      {problem && (
                        <Text size="xs" c="red" role="alert">
                          {problem}
                        </Text>
                      )}
                    </Stack>
                    {admin && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t(`${k}.remove`, { name: range.name })}
                        onClick={() => {
                          change(draft.filter((_, i) => i !== index));
                          setRemoved((count) => count + 1);
                        }}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        {admin ? (
          <>
            <ClosedRangeForm
              ref={addForm}
              onAdd={(range) => change([...draft, range])}
              disabled={draft.length >= LIMITS.closedRangesPerBrand}
            />
            <FormAlert>{save.isError && refused.general ? errorText(save.error) : null}</FormAlert>
            <Group gap="sm">
              <Button
                ref={saveButton}
                loading={save.isPending}
                disabled={!dirty}
                onClick={() => save.mutate(draft)}
              >
                {t('ui.common.save')}
              </Button>
              {dirty && (
                <Text size="sm" c="dimmed">
                  {t(`${k}.unsaved`)}
                </Text>
              )}
            </Group>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t(`${k}.readOnly`)}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
      {body}
    </SectionCard>
  );
}
