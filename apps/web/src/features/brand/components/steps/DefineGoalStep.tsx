import '@/shared/i18n/parts/brand-settings';
import { BRAND_GOALS, type BrandGoal } from '@expertos/domain/brand.schema';
import { Group, Radio, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';

interface GoalDraft {
  goal: BrandGoal | null;
  goal_text: string;
}

/** Define Goal: the brand's main goal and what it means in the team's words. */
export function DefineGoalStep(props: StepProps) {
  const { t } = useTranslation();
  const { draft, save, submit } = useProfileStep<GoalDraft>(
    props,
    { goal: props.project.goal, goal_text: props.project.goal_text },
    (value) => value,
  );
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      <Radio.Group
        label={t('ui.brandSettings.goal.goal')}
        value={draft.value.goal ?? ''}
        onChange={(goal) => draft.patch({ goal: goal as BrandGoal })}
      >
        <Group gap="lg" mt="xs">
          {BRAND_GOALS.map((goal) => (
            <Radio key={goal} value={goal} label={t(`ui.brandSettings.goal.goals.${goal}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label={t('ui.brandSettings.goal.text')}
        description={t('ui.brandSettings.goal.textHint')}
        autosize
        minRows={3}
        maxLength={1000}
        value={draft.value.goal_text}
        onChange={(event) => draft.patch({ goal_text: event.currentTarget.value })}
      />
    </StepForm>
  );
}
