import '@/shared/i18n/parts/analytics';
import type { ImportedPostLabels } from '@expertos/domain/analytics/post-labels.schema';
import { POST_FORMATS, POST_PURPOSES, type PostFormat, type PostPurpose } from '@expertos/domain/tickets';
import { Alert, Button, NativeSelect, Popover, Stack, Text } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabelImportedPost } from '../api/analytics';

/** What a post shows of its labels, and what the form starts from. */
export interface PostLabelsView {
  pillar: string | null;
  purpose: string | null;
  format: string | null;
  imported_post_id: string | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/**
 * "Label": an imported post without a ticket gets its pillar, purpose and format here
 * (docs/product.md#analytics). A refused save keeps what was chosen and says why.
 */
export function LabelImportedPost({
  projectUid,
  post,
  pillars,
  name,
}: {
  projectUid: string;
  post: PostLabelsView & { imported_post_id: string };
  pillars: readonly string[];
  /** The post in words, for the button's accessible name ("the Instagram post of 4 May 2026"). */
  name: { platform: string; date: string };
}) {
  const { t } = useTranslation();
  const l = 'ui.analytics.label' as const;
  const [opened, setOpened] = useState(false);
  const [labels, setLabels] = useState<ImportedPostLabels>(() => ({
    pillar: post.pillar,
    purpose: oneOf<PostPurpose>(POST_PURPOSES, post.purpose),
    format: oneOf<PostFormat>(POST_FORMATS, post.format),
  }));
  const save = useLabelImportedPost(projectUid);
  const names = labels.pillar && !pillars.includes(labels.pillar) ? [labels.pillar, ...pillars] : pillars;
  const none = { value: '', label: t(`${l}.none`) };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Button
          variant="light"
          size="compact-xs"
          leftSection={<IconTag size={12} aria-hidden />}
          onClick={() => setOpened((value) => !value)}
          aria-label={t(`${l}.openFor`, name)}
        >
          {t(`${l}.open`)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        <form
          aria-label={t(`${l}.title`)}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { importedPostId: post.imported_post_id, labels },
              { onSuccess: () => setOpened(false) },
            );
          }}
        >
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t(`${l}.title`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`${l}.hint`)}
            </Text>
            <NativeSelect
              label={t(`${l}.pillar`)}
              value={labels.pillar ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setLabels((current) => ({ ...current, pillar: value || null }));
              }}
              data={[none, ...names.map((value) => ({ value, label: value }))]}
            />
            <NativeSelect
              label={t(`${l}.purpose`)}
              value={labels.purpose ?? ''}
              onChange={(event) => {
                const value = oneOf(POST_PURPOSES, event.currentTarget.value);
                setLabels((current) => ({ ...current, purpose: value }));
              }}
              data={[
                none,
                ...POST_PURPOSES.map((value) => ({ value, label: t(`ui.tickets.list.purposes.${value}`) })),
              ]}
            />
            <NativeSelect
              label={t(`${l}.format`)}
              value={labels.format ?? ''}
              onChange={(event) => {
                const value = oneOf(POST_FORMATS, event.currentTarget.value);
                setLabels((current) => ({ ...current, format: value }));
              }}
              data={[
                none,
                ...POST_FORMATS.map((value) => ({ value, label: t(`ui.tickets.list.formats.${value}`) })),
              ]}
            />
            {save.isError && (
              <Alert color="red" variant="light" p="xs" role="alert">
                {t(`${l}.failed`)} {save.error.message}
              </Alert>
            )}
            <Button type="submit" size="xs" loading={save.isPending}>
              {t(`${l}.save`)}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
