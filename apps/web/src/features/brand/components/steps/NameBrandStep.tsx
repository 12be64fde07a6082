import '@/shared/i18n/parts/brand-settings';
import { INDUSTRY_NAMES, type IndustryName, skillsOf } from '@expertos/domain/industries';
import { MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';

interface NameDraft {
  name: string;
  description: string;
  industry: IndustryName | null;
  skills: string[];
}

/** Name Brand: name, description, industry and the skills the team needs from that industry. */
export function NameBrandStep(props: StepProps) {
  const { t } = useTranslation();
  const { project } = props;
  const { draft, save, submit } = useProfileStep<NameDraft>(
    props,
    {
      name: project.name,
      description: project.description,
      industry: project.industry,
      skills: project.skills,
    },
    (value) => ({
      name: value.name,
      description: value.description,
      industry: value.industry,
      skills: value.skills,
    }),
  );
  const v = draft.value;
  const skillOptions = v.industry ? [...skillsOf(v.industry)] : [];
  const changeIndustry = (industry: string | null) => {
    const next = (industry as IndustryName | null) ?? null;
    const allowed = next ? skillsOf(next) : [];
    // Skills that no longer fit the industry go (docs/product.md#industries-and-skills).
    draft.patch({ industry: next, skills: v.skills.filter((skill) => allowed.includes(skill)) });
  };
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      <TextInput
        label={t('ui.brandSettings.nameBrand.name')}
        required
        maxLength={80}
        value={v.name}
        onChange={(event) => draft.patch({ name: event.currentTarget.value })}
      />
      <Textarea
        label={t('ui.brandSettings.nameBrand.description')}
        description={t('ui.brandSettings.nameBrand.descriptionHint')}
        autosize
        minRows={3}
        maxLength={2000}
        value={v.description}
        onChange={(event) => draft.patch({ description: event.currentTarget.value })}
      />
      <Select
        label={t('ui.brandSettings.nameBrand.industry')}
        placeholder={t('ui.brandSettings.nameBrand.industryPlaceholder')}
        data={[...INDUSTRY_NAMES]}
        value={v.industry}
        onChange={changeIndustry}
        searchable
        clearable
        disabled={!props.canEdit}
      />
      <MultiSelect
        label={t('ui.brandSettings.nameBrand.skills')}
        description={
          v.industry
            ? t('ui.brandSettings.nameBrand.skillsHint')
            : t('ui.brandSettings.nameBrand.skillsNeedIndustry')
        }
        data={skillOptions}
        value={v.skills}
        onChange={(skills) => draft.patch({ skills })}
        disabled={!props.canEdit || !v.industry}
        clearable
      />
    </StepForm>
  );
}
