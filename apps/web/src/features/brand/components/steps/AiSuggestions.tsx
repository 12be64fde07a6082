import '@/shared/i18n/parts/ai-drafts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AiButton, AiUnavailableNote, aiStatusKey, useAiAvailability } from '@/shared/ai/ai-status';
import { errorText } from '@/shared/api/error-text';
import { draftForProfile } from '../../api/brand-ai';

/**
 * Pillars or formats the AI suggests for a brand (docs/product.md#ai-drafts): each one is added
 * to the step's list with a click, and saved with the step like anything typed.
 */
export function AiSuggestions({
  workspaceUid,
  projectUid,
  kind,
  current,
  onAdd,
}: {
  workspaceUid: string | null;
  projectUid: string;
  kind: 'pillars' | 'formats';
  current: string[];
  onAdd: (name: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ai = useAiAvailability(workspaceUid);
  const suggest = useMutation({
    mutationFn: () => draftForProfile(projectUid, { kind }),
    onSettled: () =>
      workspaceUid && void queryClient.invalidateQueries({ queryKey: aiStatusKey(workspaceUid) }),
  });
  const have = new Set(current.map((item) => item.toLocaleLowerCase('en')));
  const suggestions =
    suggest.data && (suggest.data.kind === 'pillars' || suggest.data.kind === 'formats')
      ? suggest.data.suggestions.filter((item) => !have.has(item.toLocaleLowerCase('en')))
      : null;

  return (
    <Stack gap="xs" data-print="hide">
      <Group gap="sm">
        <AiButton usable={ai.usable} busy={suggest.isPending} onClick={() => suggest.mutate()}>
          {t('ui.aiDrafts.suggest')}
        </AiButton>
      </Group>
      {!ai.usable && ai.status.isSuccess && <AiUnavailableNote reason={ai.reason} doc={ai.doc} />}
      {suggest.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(suggest.error)}
        </Text>
      )}
      {suggestions &&
        (suggestions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ui.aiDrafts.noSuggestions')}
          </Text>
        ) : (
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {t('ui.aiDrafts.suggestIntro')}
            </Text>
            <Group gap="xs" wrap="wrap">
              {suggestions.map((name) => (
                <Button
                  key={name}
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPlus size={12} aria-hidden />}
                  onClick={() => onAdd(name)}
                  aria-label={t('ui.aiDrafts.add', { name })}
                >
                  {name}
                </Button>
              ))}
            </Group>
          </Stack>
        ))}
    </Stack>
  );
}
