import { type CreateProjectInput, createProjectSchema, type Project } from '@expertos/domain/project.schema';
import { PROJECT_PHASES, type ProjectPhase } from '@expertos/domain/settings';
import { Button, Group, Input, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { checkForm, type FieldErrors } from '@/shared/lib/form-check';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { createProject, updateProject, uploadProjectCover } from '../api/project';
import { CoverPicker } from './CoverPicker';

type Field = 'name' | 'shopify_site' | 'phase';

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

export interface BrandFormProps {
  workspaceUid: string;
  /** The brand to edit; a new one without it. */
  project?: Project;
  /** A new brand's name to start from (the /try draft's). */
  initialName?: string;
  onSaved: (project: Project) => void;
}

/**
 * A brand's name, Shopify site (optional), phase and cover. Saves the brand, then uploads
 * the cover; a failed upload leaves the saved brand and says why.
 */
export function BrandForm({ workspaceUid, project, initialName, onSaved }: BrandFormProps) {
  const { t } = useTranslation();
  const form = useFormFields<Field>({
    name: project?.name ?? initialName ?? '',
    shopify_site: project?.shopify_site ?? '',
    phase: project?.phase ?? 'active',
  });
  const [cover, setCover] = useState<File | null>(null);
  const nameRef = useAutofocus<HTMLInputElement>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const site = form.values.shopify_site.trim();
    const values = { name: form.values.name, shopify_site: site || null, phase: form.values.phase };
    // The same fields either way: a new brand's rules hold for an edited one too.
    const check = checkForm<CreateProjectInput, Field>(createProjectSchema, values, {
      required: ['name'],
      incomplete: t('messages.incompleteData'),
      invalid: { shopify_site: t('ui.projects.siteInvalid') },
      fallback: t('ui.validation.invalid'),
    });
    const fields: FieldErrors<Field> = check.ok ? {} : { ...check.fields };
    if (site && !isWebAddress(site) && !fields.shopify_site)
      fields.shopify_site = t('ui.projects.siteInvalid');
    form.setFields(fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok || Object.keys(fields).length > 0) return;

    form.setPending(true);
    let saved: Project;
    try {
      saved = project
        ? await updateProject(workspaceUid, project.uid, check.data)
        : await createProject(workspaceUid, check.data);
    } catch (error) {
      // A name the workspace already uses is said on the name field (docs/product.md#unique-names).
      if (errorCode(error) === 'brand_name_taken') form.setFields({ name: errorText(error) });
      else form.setMessage({ tone: 'error', text: errorText(error) });
      form.setPending(false);
      return;
    }
    if (cover) {
      try {
        saved = await uploadProjectCover(workspaceUid, saved.uid, cover);
      } catch (error) {
        notify({ type: 'negative', message: t('ui.projects.coverFailed', { reason: errorText(error) }) });
      }
    }
    form.setPending(false);
    onSaved(saved);
  };

  const phases = PROJECT_PHASES.map((phase) => ({ value: phase, label: t(`ui.phases.${phase}`) }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ui.pages.brandAdd')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            ref={nameRef}
            label={t('ui.projects.name')}
            placeholder={t('ui.projects.namePlaceholder')}
            required
            {...form.bind('name')}
          />
          <TextInput
            label={t('ui.projects.site')}
            placeholder={t('ui.projects.sitePlaceholder')}
            description={t('ui.projects.siteHint')}
            type="url"
            inputMode="url"
            autoComplete="url"
            {...form.bind('shopify_site')}
          />
        </SimpleGrid>
        <Input.Wrapper label={t('ui.projects.phase')} id="brand-phase">
          <SegmentedControl
            aria-labelledby="brand-phase-label"
            data={phases}
            value={form.values.phase}
            onChange={(value) => form.change('phase')({ currentTarget: { value: value as ProjectPhase } })}
            fullWidth
            mt={6}
            style={{ display: 'flex' }}
          />
        </Input.Wrapper>
        <CoverPicker currentUrl={project?.cover_url ?? null} file={cover} onChange={setCover} />
        <FormAlert tone={form.message?.tone}>{form.message?.text}</FormAlert>
        <Group justify="flex-end">
          <Button type="submit" loading={form.pending}>
            {project ? t('ui.common.save') : t('ui.projects.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
