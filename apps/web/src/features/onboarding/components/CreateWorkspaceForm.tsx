import { INDUSTRY_NAMES } from '@expertos/domain/industries';
import { createWorkspaceSchema, type Workspace } from '@expertos/domain/workspace.schema';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { enterWorkspace } from '@/shared/session/workspace-session';
import { FormAlert } from '@/shared/ui/FormAlert';
import { createWorkspace } from '../api/create-workspace';

type Field = 'name' | 'industry';

/**
 * Name and industry (one of the 26): creates the workspace, whose owner and admin the user
 * becomes, and makes it the current one.
 */
export function CreateWorkspaceForm({
  onCreated,
  onStarted,
}: {
  onCreated: (workspace: Workspace) => void;
  /** Once a name is typed. */
  onStarted?: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormFields<Field>({ name: '', industry: '' });
  const started = form.values.name !== '';
  useEffect(() => {
    if (started) onStarted?.();
  }, [started, onStarted]);
  const nameRef = useAutofocus<HTMLInputElement>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const values = { name: form.values.name, industry: form.values.industry || null };
    const check = checkForm(createWorkspaceSchema, values, {
      required: ['name'],
      incomplete: t('messages.incompleteData'),
      invalid: {},
      fallback: t('ui.validation.invalid'),
    });
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) return;

    form.setPending(true);
    try {
      const workspace = await createWorkspace(check.data);
      await enterWorkspace(workspace.uid, { navigate: false });
      onCreated(workspace);
    } catch (error) {
      // A name the user already has is said on the name field (docs/product.md#unique-names).
      if (errorCode(error) === 'workspace_name_taken') form.setFields({ name: errorText(error) });
      else form.setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      form.setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ui.onboarding.workspaceTitle')}>
      <Stack gap="md">
        <TextInput
          ref={nameRef}
          label={t('ui.onboarding.name')}
          placeholder={t('ui.onboarding.namePlaceholder')}
          autoComplete="organization"
          required
          {...form.bind('name')}
        />
        <Select
          label={t('ui.onboarding.industry')}
          placeholder={t('ui.onboarding.industryPlaceholder')}
          data={[...INDUSTRY_NAMES]}
          value={form.values.industry || null}
          onChange={(value) => form.change('industry')({ currentTarget: { value: value ?? '' } })}
          searchable
          clearable
          name="industry"
          error={form.errorOf('industry')}
        />
        <FormAlert tone={form.message?.tone}>{form.message?.text}</FormAlert>
        <Group justify="flex-end">
          <Button type="submit" loading={form.pending}>
            {t('ui.onboarding.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
