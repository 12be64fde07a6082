import {
  POST_FORMATS,
  POST_PLATFORMS,
  POST_PURPOSES,
  type PostFormat,
  type PostPlatform,
  type PostPurpose,
} from '@expertos/domain/tickets';
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOOK_VARIATIONS, type PostTextField, type PostValues, postTextMax } from '../lib/post-values';

export interface TemplatePostFieldsProps {
  value: PostValues;
  onChange: (change: Partial<PostValues>) => void;
  errorOf: (field: PostTextField) => string | undefined;
}

/**
 * A post's own fields a template keeps: where and how it goes out, for which purpose, its hooks
 * and caption; named as the new-ticket form names them (features do not share components).
 */
export const TemplatePostFields = memo(function TemplatePostFields({
  value,
  onChange,
  errorOf,
}: TemplatePostFieldsProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () => ({
      platforms: POST_PLATFORMS.map((v) => ({ value: v, label: t(`ui.tickets.list.platforms.${v}`) })),
      formats: POST_FORMATS.map((v) => ({ value: v, label: t(`ui.tickets.list.formats.${v}`) })),
      purposes: POST_PURPOSES.map((v) => ({ value: v, label: t(`ui.tickets.list.purposes.${v}`) })),
    }),
    [t],
  );
  const text = (field: PostTextField, label: string) => (
    <TextInput
      key={field}
      label={label}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      maxLength={postTextMax(field)}
      error={errorOf(field)}
    />
  );
  return (
    <Fieldset legend={t('ui.tickets.list.create.postSection')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('ui.tickets.list.create.platform')}
            data={options.platforms}
            value={value.post_platform}
            onChange={(next) => onChange({ post_platform: next as PostPlatform | null })}
            clearable
          />
          <Select
            label={t('ui.tickets.list.create.format')}
            data={options.formats}
            value={value.post_format}
            onChange={(next) => onChange({ post_format: next as PostFormat | null })}
            clearable
          />
          <Select
            label={t('ui.tickets.list.create.purpose')}
            data={options.purposes}
            value={value.post_audience}
            onChange={(next) => onChange({ post_audience: next as PostPurpose | null })}
            clearable
          />
        </SimpleGrid>
        {text('hook', t('ui.tickets.list.create.hook'))}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {HOOK_VARIATIONS.map((field, index) =>
            text(field, t('ui.tickets.list.create.hookVariation', { n: index + 1 })),
          )}
        </SimpleGrid>
        <Textarea
          label={t('ui.tickets.list.create.caption')}
          value={value.caption}
          onChange={(event) => onChange({ caption: event.currentTarget.value })}
          maxLength={postTextMax('caption')}
          error={errorOf('caption')}
          autosize
          minRows={3}
          maxRows={10}
        />
      </Stack>
    </Fieldset>
  );
});
