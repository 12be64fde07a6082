import '@/shared/i18n/parts/profile';
import { INDUSTRY_NAMES, skillsOf } from '@expertos/domain/industries';
import { type Profile, updateProfileSchema } from '@expertos/domain/profile.schema';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { checkForm, type FieldErrors } from '@/shared/lib/form-check';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { updateMe } from '../api/profile';
import { keepSkillsOf } from './skills';

type Field = 'name' | 'job_title' | 'industry' | 'skills';

export interface ProfileDetailsFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

/**
 * Name, job title, industry and skills. The skills offered are those of the chosen
 * industry; choosing another industry drops the skills it does not have.
 */
export function ProfileDetailsForm({ profile, onSaved }: ProfileDetailsFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(profile.name);
  const [jobTitle, setJobTitle] = useState(profile.job_title ?? '');
  const [industry, setIndustry] = useState<string | null>(profile.industry);
  const [skills, setSkills] = useState<string[]>(() => keepSkillsOf(profile.industry, profile.skills));
  const [fields, setFields] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const changeIndustry = (next: string | null) => {
    setIndustry(next);
    setSkills((current) => keepSkillsOf(next, current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const values = { name, job_title: jobTitle.trim() || null, industry, skills };
    const check = checkForm(updateProfileSchema, values, {
      required: ['name'],
      incomplete: t('messages.incompleteData'),
      invalid: {},
      fallback: t('ui.validation.invalid'),
    });
    setFields(check.ok ? {} : check.fields);
    setMessage(!check.ok && check.message ? check.message : null);
    if (!check.ok) return;

    setPending(true);
    try {
      const saved = await updateMe(check.data);
      onSaved(saved);
      notify({ type: 'positive', message: t('ui.profile.saved') });
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const skillOptions = industry ? [...skillsOf(industry)] : [];
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('ui.profile.details')}
      style={{ flex: 1, minWidth: 0 }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('ui.auth.name')}
            autoComplete="name"
            required
            name="name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setFields(({ name: _, ...rest }) => rest);
            }}
            error={fields.name ?? false}
          />
          <TextInput
            label={t('ui.profile.jobTitle')}
            autoComplete="organization-title"
            name="job_title"
            value={jobTitle}
            onChange={(event) => setJobTitle(event.currentTarget.value)}
            error={fields.job_title ?? false}
          />
        </SimpleGrid>
        <Select
          label={t('ui.profile.industry')}
          placeholder={t('ui.profile.industryPlaceholder')}
          data={[...INDUSTRY_NAMES]}
          value={industry}
          onChange={changeIndustry}
          searchable
          clearable
          name="industry"
          error={fields.industry ?? false}
        />
        <MultiSelect
          label={t('ui.profile.skills')}
          description={industry ? t('ui.profile.skillsHint') : t('ui.profile.skillsNeedIndustry')}
          placeholder={skills.length === 0 ? t('ui.profile.skillsPlaceholder') : undefined}
          data={skillOptions}
          value={skills}
          onChange={setSkills}
          disabled={!industry}
          clearable
          name="skills"
          error={fields.skills ?? false}
        />
        <FormAlert>{message}</FormAlert>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('ui.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
