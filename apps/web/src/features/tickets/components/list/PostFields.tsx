import type { PostFormat, PostPlatform, PostPurpose } from '@expertos/domain/tickets';
import { Divider, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandPillars } from '../../hooks/use-brand-pillars';
import { DueDatePicker } from '../fields/DueDatePicker';
import { formatOptions, platformOptions, purposeOptions } from '../fields/option-lists';
import { PillarSelect } from '../fields/PillarSelect';
import type { PostTextField, TicketFormField, TicketFormValues } from './create-ticket-form';

export interface PostFieldsProps {
  values: TicketFormValues;
  set: <K extends TicketFormField>(field: K, value: TicketFormValues[K]) => void;
  errorOf: (field: TicketFormField) => string | boolean;
}

/**
 * A post's own fields: where and how it goes out, for which purpose and pillar (one of the chosen
 * brand's), its dates, hooks, caption and links.
 */
export function PostFields({ values, set, errorOf }: PostFieldsProps) {
  const { t } = useTranslation();
  const pillars = useBrandPillars(values.project);
  const options = useMemo(
    () => ({ platforms: platformOptions(t), formats: formatOptions(t), purposes: purposeOptions(t) }),
    [t],
  );
  const text = (field: PostTextField, label: string, type: 'text' | 'url' = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={errorOf(field)}
      name={field}
    />
  );
  return (
    <Stack gap="sm">
      <Divider label={t('ui.tickets.list.create.postSection')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('ui.tickets.list.create.platform')}
          data={options.platforms}
          value={values.post_platform}
          onChange={(value) => set('post_platform', value as PostPlatform | null)}
          clearable
        />
        <Select
          label={t('ui.tickets.list.create.format')}
          data={options.formats}
          value={values.post_format}
          onChange={(value) => set('post_format', value as PostFormat | null)}
          clearable
        />
        <Select
          label={t('ui.tickets.list.create.purpose')}
          data={options.purposes}
          value={values.post_audience}
          onChange={(value) => set('post_audience', value as PostPurpose | null)}
          clearable
        />
        <PillarSelect
          label={t('ui.tickets.list.create.pillar')}
          pillars={pillars}
          value={values.pillar}
          onChange={(value) => set('pillar', value)}
          error={errorOf('pillar')}
          description={values.project ? undefined : null}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DueDatePicker
          label={t('ui.tickets.list.create.filmDate')}
          placeholder=""
          value={values.film_date}
          onChange={(value) => set('film_date', value)}
        />
        <DueDatePicker
          label={t('ui.tickets.list.create.postedDate')}
          placeholder=""
          value={values.posted_date}
          onChange={(value) => set('posted_date', value)}
        />
      </SimpleGrid>
      {text('hook', t('ui.tickets.list.create.hook'))}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {text('hook_variation_1', t('ui.tickets.list.create.hookVariation', { n: 1 }))}
        {text('hook_variation_2', t('ui.tickets.list.create.hookVariation', { n: 2 }))}
        {text('hook_variation_3', t('ui.tickets.list.create.hookVariation', { n: 3 }))}
      </SimpleGrid>
      <Textarea
        label={t('ui.tickets.list.create.caption')}
        value={values.caption}
        onChange={(event) => set('caption', event.currentTarget.value)}
        error={errorOf('caption')}
        autosize
        minRows={3}
        name="caption"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('live_link', t('ui.tickets.list.create.liveLink'), 'url')}
        {text('canva_url', t('ui.tickets.list.create.reviewLink'), 'url')}
        {text('drive_raw_link', t('ui.tickets.list.create.driveRaw'), 'url')}
        {text('drive_final_link', t('ui.tickets.list.create.driveFinal'), 'url')}
      </SimpleGrid>
      {text('keyword_phrase', t('ui.tickets.list.create.keywordPhrase'))}
    </Stack>
  );
}
