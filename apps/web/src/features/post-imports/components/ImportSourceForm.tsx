import '@/shared/i18n/parts/post-imports';
import { isApiError } from '@expertos/api-client/api-error';
import { POST_IMPORT_MAX_BYTES } from '@expertos/domain/post-import';
import { Alert, Button, CloseButton, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { SectionCard } from '@/shared/ui/SectionCard';

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

export interface ImportSourceFormProps {
  onSubmit: (source: Blob | string) => void;
  busy: boolean;
  error: unknown;
}

/**
 * Where the links come from: a CSV file or pasted text. The server reads either the same way
 * (first column, header optional) and says which rows it skipped and why.
 */
export function ImportSourceForm({ onSubmit, busy, error }: ImportSourceFormProps) {
  const { t } = useTranslation();
  const k = 'ui.postImports.source' as const;
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const tooBig = file !== null && file.size > POST_IMPORT_MAX_BYTES;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file) return onSubmit(file);
    if (text.trim()) return onSubmit(text);
    setMissing(true);
  }

  return (
    <SectionCard title={t(`${k}.title`)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(`${k}.help`)}
          </Text>
          <Group gap="sm">
            <FileButton
              accept=".csv,text/csv,text/plain"
              onChange={(picked) => {
                setFile(picked);
                setMissing(false);
              }}
            >
              {(props) => (
                <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden />} {...props}>
                  {t(`${k}.pick`)}
                </Button>
              )}
            </FileButton>
            {file && (
              <Group gap={4}>
                <Text size="sm">{t(`${k}.picked`, { name: file.name, size: sizeText(file.size) })}</Text>
                <CloseButton size="sm" aria-label={t(`${k}.clearFile`)} onClick={() => setFile(null)} />
              </Group>
            )}
          </Group>
          {!file && (
            <Textarea
              label={t(`${k}.paste`)}
              placeholder={t(`${k}.pastePlaceholder`)}
              autosize
              minRows={4}
              maxRows={12}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setMissing(false);
              }}
            />
          )}
          {tooBig && (
            <Alert color="red" role="alert">
              {t('errors.payload_too_large')}
            </Alert>
          )}
          {missing && (
            <Alert color="yellow" role="alert">
              {t(`${k}.nothing`)}
            </Alert>
          )}
          {error !== null && error !== undefined && !busy && (
            <Alert color="red" role="alert">
              <Text size="sm">{errorText(error) || t('messages.bulkImportFailed')}</Text>
              {/* Which rows were wrong, when no row held a link. */}
              {isApiError(error) && error.details && error.details.length > 0 && (
                <List size="sm" mt="xs">
                  {error.details.map((detail) => (
                    <List.Item key={`${detail.path}:${detail.message}`}>
                      {t('ui.common.labelled', { label: detail.path, value: detail.message })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy} disabled={tooBig}>
              {t(`${k}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
