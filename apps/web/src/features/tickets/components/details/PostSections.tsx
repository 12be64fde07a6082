import { updateTicketSchema } from '@expertos/domain/ticket.schema';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeysUnder } from '@/shared/i18n/keys';
import { useBrandPillars } from '../../hooks/use-brand-pillars';
import { difficultyOptions, formatOptions, platformOptions, purposeOptions } from '../fields/option-lists';
import { DetailsSection } from './DetailsSection';
import { DateField } from './fields/DateField';
import { LinkField } from './fields/LinkField';
import { PillarField } from './fields/PillarField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import type { TaskView } from './merge-ticket';
import { ReferenceImages } from './ReferenceImages';
import { saveField, textFieldProps } from './save-field';
import { useBrandCheckPillar } from './use-brand-check-pillar';
import type { TicketEditor } from './use-ticket-editor';

const LINK_FIELDS = ['live_link', 'canva_url', 'drive_raw_link', 'drive_final_link'] as const;
const HOOK_VARIATIONS = ['hook_variation_1', 'hook_variation_2', 'hook_variation_3'] as const;

export interface SectionProps {
  task: TaskView;
  editor: TicketEditor;
  readOnly: boolean;
}

/**
 * A post's own fields, grouped: hooks, the post (its pillar among the brand's), its dates and
 * links (docs/product.md#ticket-fields).
 */
export function PostSections({ task, editor, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const label = (field: KeysUnder<'ui.tickets.details.fields'>) => t(`ui.tickets.details.fields.${field}`);
  const pillars = useBrandPillars(task.project_uid);
  const foundPillar = useBrandCheckPillar(task.uid, task.caption);
  return (
    <>
      <DetailsSection title={t('ui.tickets.details.sections.hooks')}>
        <TextField
          label={label('hook')}
          {...textFieldProps(task, editor, 'hook')}
          readOnly={readOnly}
          multiline
          maxLength={1000}
        />
        {HOOK_VARIATIONS.map((name) => (
          <TextField
            key={name}
            label={label(name)}
            {...textFieldProps(task, editor, name)}
            readOnly={readOnly}
            maxLength={1000}
          />
        ))}
      </DetailsSection>
      <DetailsSection title={t('ui.tickets.details.sections.post')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <SelectField
            label={label('post_platform')}
            value={task.post_platform}
            options={platformOptions(t)}
            onSave={saveField(editor, 'post_platform')}
            clearable
            readOnly={readOnly}
          />
          <SelectField
            label={label('post_format')}
            value={task.post_format}
            options={formatOptions(t)}
            onSave={saveField(editor, 'post_format')}
            clearable
            readOnly={readOnly}
          />
          <SelectField
            label={label('post_audience')}
            value={task.post_audience}
            options={purposeOptions(t)}
            onSave={saveField(editor, 'post_audience')}
            clearable
            readOnly={readOnly}
          />
          <PillarField
            label={label('pillar')}
            value={task.pillar}
            pillars={pillars}
            suggestion={foundPillar}
            onSave={saveField(editor, 'pillar')}
            readOnly={readOnly}
          />
          <SelectField
            label={label('difficulty')}
            value={task.difficulty}
            options={difficultyOptions(t)}
            onSave={saveField(editor, 'difficulty')}
            clearable
            readOnly={readOnly}
          />
        </SimpleGrid>
        <TextField
          label={label('keyword_phrase')}
          {...textFieldProps(task, editor, 'keyword_phrase')}
          readOnly={readOnly}
          maxLength={200}
        />
        <TextField
          label={label('caption')}
          {...textFieldProps(task, editor, 'caption')}
          readOnly={readOnly}
          multiline
        />
      </DetailsSection>
      <DetailsSection title={t('ui.tickets.details.sections.dates')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={label('film_date')}
            value={task.film_date}
            onSave={saveField(editor, 'film_date')}
            readOnly={readOnly}
          />
          <DateField
            label={label('posted_date')}
            value={task.posted_date}
            onSave={saveField(editor, 'posted_date')}
            readOnly={readOnly}
          />
        </SimpleGrid>
      </DetailsSection>
      <DetailsSection title={t('ui.tickets.details.sections.links')}>
        <Stack gap="sm">
          {LINK_FIELDS.map((name) => (
            <LinkField
              key={name}
              label={label(name)}
              value={task[name]}
              schema={updateTicketSchema.shape[name]}
              onSave={saveField(editor, name)}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      </DetailsSection>
    </>
  );
}

/** What the post is based on: a reference text and reference images. */
export function ReferenceSection({ task, editor, readOnly }: SectionProps) {
  const { t } = useTranslation();
  return (
    <DetailsSection title={t('ui.tickets.details.sections.references')}>
      <TextField
        label={t('ui.tickets.details.fields.reference_content')}
        {...textFieldProps(task, editor, 'reference_content')}
        readOnly={readOnly}
        multiline
      />
      <ReferenceImages
        ticketUid={task.uid}
        images={task.reference_images}
        editor={editor}
        readOnly={readOnly}
      />
    </DetailsSection>
  );
}
