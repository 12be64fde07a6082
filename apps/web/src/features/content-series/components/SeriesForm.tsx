import '@/shared/i18n/parts/content-series';
import { CONTENT_SERIES_NAME_MAX, type ContentSeries } from '@expertos/domain/content-series';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { POST_PLATFORMS, type PostPlatform } from '@expertos/domain/tickets';
import { Button, Divider, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { useSeriesChanges } from '../hooks/use-content-series';
import { cadenceChange, isCadenceRefusal } from '../lib/cadence';
import { CadenceFields } from './CadenceFields';

/** What the form makes or changes: a new series, or one of the brand's. */
export type SeriesFormTarget = { kind: 'new' } | { kind: 'edit'; series: ContentSeries };

export interface SeriesFormProps {
  projectUid: string;
  /** Null while closed. */
  target: SeriesFormTarget | null;
  onClose: () => void;
  /** A new series was made (the page opens it). */
  onCreated?: (series: ContentSeries) => void;
}

const k = 'ui.contentSeries.form' as const;

/** "New series" and "Edit series" in a dialog; its fields start afresh each time it opens. */
export function SeriesForm({ projectUid, target, onClose, onCreated }: SeriesFormProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? t(`${k}.editTitle`) : t(`${k}.newTitle`)}
      size="lg"
    >
      {target && <Fields projectUid={projectUid} target={target} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

/** The checklist's lines as the API takes them: each trimmed, no empty ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function Fields({ projectUid, target, onClose, onCreated }: SeriesFormProps & { target: SeriesFormTarget }) {
  const { t } = useTranslation();
  const series = target.kind === 'edit' ? target.series : null;
  const [name, setName] = useState(series?.name ?? '');
  const [pattern, setPattern] = useState(series?.pattern ?? '');
  const [platform, setPlatform] = useState<PostPlatform | null>(series?.fields.post_platform ?? null);
  const [caption, setCaption] = useState(series?.fields.caption ?? '');
  const [checklist, setChecklist] = useState((series?.fields.checklist ?? []).join('\n'));
  const [missing, setMissing] = useState(false);
  const had = series?.cadence?.rule ?? null;
  const [cadenceOn, setCadenceOn] = useState(had !== null);
  const [rule, setRule] = useState<string | null>(had);
  const changes = useSeriesChanges(projectUid);
  const saving = changes.create.isPending || changes.update.isPending;
  const error = changes.create.error ?? changes.update.error;
  // A name already used names the field; any other refusal is said above the buttons.
  const nameTaken = errorCode(error) === 'content_series_name_taken';
  // A refused rule (or its start) is said under the cadence's field.
  const cadenceRefused = isCadenceRefusal(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !pattern.trim()) {
      setMissing(true);
      return;
    }
    const input = {
      name: name.trim(),
      pattern: pattern.trim(),
      fields: { post_platform: platform, caption: caption.trim() || null, checklist: linesOf(checklist) },
      ...cadenceChange(had, cadenceOn, rule),
    };
    if (!series) {
      changes.create.mutate(input, {
        onSuccess: (made) => {
          notify({ type: 'positive', message: t(`${k}.created`, { name: made.name }) });
          onClose();
          onCreated?.(made);
        },
      });
      return;
    }
    changes.update.mutate(
      { seriesUid: series.uid, change: input },
      {
        onSuccess: () => {
          notify({ type: 'positive', message: t(`${k}.saved`) });
          onClose();
        },
      },
    );
  };

  const reset = () => {
    changes.create.reset();
    changes.update.reset();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t(`${k}.name`)}
          placeholder={t(`${k}.namePlaceholder`)}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            reset();
          }}
          maxLength={CONTENT_SERIES_NAME_MAX}
          required
          error={nameTaken ? errorText(error) : missing && !name.trim()}
          data-autofocus
        />
        <TextInput
          label={t(`${k}.pattern`)}
          description={t(`${k}.patternHint`)}
          placeholder={t(`${k}.patternPlaceholder`)}
          value={pattern}
          onChange={(event) => {
            setPattern(event.currentTarget.value);
            reset();
          }}
          maxLength={TICKET_SUMMARY_MAX}
          required
          error={missing && !pattern.trim()}
        />
        <Divider />
        <Text size="sm" fw={600}>
          {t(`${k}.nextPost`)}
        </Text>
        <Select
          label={t(`${k}.platform`)}
          placeholder={t(`${k}.platformPlaceholder`)}
          data={POST_PLATFORMS.map((value) => ({ value, label: t(`ui.tickets.list.platforms.${value}`) }))}
          value={platform}
          onChange={(value) => setPlatform(POST_PLATFORMS.find((known) => known === value) ?? null)}
          clearable
        />
        <Textarea
          label={t(`${k}.caption`)}
          value={caption}
          onChange={(event) => setCaption(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Textarea
          label={t(`${k}.checklist`)}
          description={t(`${k}.checklistHint`)}
          value={checklist}
          onChange={(event) => setChecklist(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
        />
        <CadenceFields
          on={cadenceOn}
          onToggle={(on) => {
            setCadenceOn(on);
            reset();
          }}
          rule={rule}
          onRule={(next) => {
            setRule(next);
            reset();
          }}
          error={cadenceRefused ? errorText(error) : undefined}
        />
        <FormAlert>
          {missing && (!name.trim() || !pattern.trim())
            ? t(`${k}.required`)
            : error && !nameTaken && !cadenceRefused
              ? t(`${k}.failed`, { reason: errorText(error) })
              : null}
        </FormAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {series ? t(`${k}.saveChanges`) : t(`${k}.save`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
