import '@/shared/i18n/parts/post-imports';
import type { PostImport } from '@expertos/domain/post-import';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { SectionCard } from '@/shared/ui/SectionCard';
import { ImportProgress } from './ImportProgress';
import { PreviewList } from './PreviewList';
import { SkippedRows } from './SkippedRows';

export interface ImportViewProps {
  postImport: PostImport;
  slug: string;
  onCreate: () => void;
  creating: boolean;
  createError: unknown;
  onAnother: () => void;
}

/** One import: its progress, its previews, the skipped rows, and the step that comes next. */
export function ImportView({
  postImport,
  slug,
  onCreate,
  creating,
  createError,
  onAnother,
}: ImportViewProps) {
  const { t } = useTranslation();
  const k = 'ui.postImports' as const;
  const creatable = postImport.rows.filter((row) => row.state === 'previewed').length;
  const made = postImport.rows.filter((row) => row.ticket !== null).length;

  return (
    <Stack gap="lg">
      {postImport.status === 'done' ? (
        <Alert
          color="green"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={
            postImport.rows.length === 0 ? t(`${k}.doneNothingNew`) : t(`${k}.doneTitle`, { count: made })
          }
        >
          <Group gap="sm" mt="xs">
            {made > 0 && (
              <Button component={Link} to={paths.brandTasks(slug)} size="xs">
                {t(`${k}.seeTasks`)}
              </Button>
            )}
            <Button variant="default" size="xs" onClick={onAnother}>
              {t(`${k}.another`)}
            </Button>
          </Group>
        </Alert>
      ) : postImport.status === 'failed' ? (
        <Alert color="red" role="alert" title={t(`${k}.status.failed`)}>
          <Text size="sm">{postImport.error ?? t('messages.bulkImportFailed')}</Text>
          <Button variant="default" size="xs" mt="xs" onClick={onAnother}>
            {t(`${k}.another`)}
          </Button>
        </Alert>
      ) : (
        <ImportProgress postImport={postImport} />
      )}

      {/* Above the previews: with hundreds of links, the rows at fault would be out of sight. */}
      <SkippedRows rows={postImport.skipped} />

      {postImport.rows.length > 0 && (
        <SectionCard
          title={`${t(`${k}.previewTitle`)} · ${t(`${k}.previewCount`, { count: postImport.rows.length })}`}
        >
          {postImport.status === 'ready' && (
            <Stack gap="xs">
              {createError !== null && createError !== undefined && (
                <Alert color="red" role="alert">
                  {errorText(createError)}
                </Alert>
              )}
              {creatable > 0 ? (
                <Group>
                  <Button onClick={onCreate} loading={creating}>
                    {t(`${k}.create`, { count: creatable })}
                  </Button>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(`${k}.nothingToCreate`)}
                </Text>
              )}
            </Stack>
          )}
          <PreviewList rows={postImport.rows} slug={slug} />
        </SectionCard>
      )}
    </Stack>
  );
}
