import '@/shared/i18n/parts/brand-settings';
import type { ContentOutput } from '@expertos/domain/brand.schema';
import { CONTENT_OUTPUT_MAX_PER_WEEK } from '@expertos/domain/brand.schema';
import { SLATE_FIELD_BY_PURPOSE, WEEKDAYS, type Weekday } from '@expertos/domain/settings';
import { POST_PLATFORMS, POST_PURPOSES } from '@expertos/domain/tickets';
import { Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../lib/weekday-name';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';

interface OutputDraft {
  content_output: ContentOutput;
  slate_review_day: Weekday;
  slate_review_hour: number;
  slate_growth_content: number;
  slate_trust_building_content: number;
  slate_sales_promotions_content: number;
}

/** The hours a weekly review may be written at, as a 24-hour clock shows them. */
const REVIEW_HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

function withoutZeros(output: ContentOutput): ContentOutput {
  return Object.fromEntries(Object.entries(output).filter(([, count]) => (count ?? 0) > 0));
}

/** Content Output (growth-goals): posts per week per platform and the weekly review slate. */
export function ContentOutputStep(props: StepProps) {
  const { t } = useTranslation();
  const { project } = props;
  const { draft, save, submit } = useProfileStep<OutputDraft>(
    props,
    {
      content_output: withoutZeros(project.content_output),
      slate_review_day: project.slate_review_day,
      slate_review_hour: project.slate_review_hour,
      slate_growth_content: project.slate_growth_content,
      slate_trust_building_content: project.slate_trust_building_content,
      slate_sales_promotions_content: project.slate_sales_promotions_content,
    },
    (value) => ({ ...value, content_output: withoutZeros(value.content_output) }),
  );
  const v = draft.value;
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('ui.brandSettings.output.perWeek')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ui.brandSettings.output.perWeekIntro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {POST_PLATFORMS.map((platform) => (
          <NumberInput
            key={platform}
            label={t(`ui.tickets.list.platforms.${platform}`)}
            value={v.content_output[platform] ?? 0}
            onChange={(value) =>
              draft.patch({
                content_output: { ...v.content_output, [platform]: typeof value === 'number' ? value : 0 },
              })
            }
            min={0}
            max={CONTENT_OUTPUT_MAX_PER_WEEK}
            allowDecimal={false}
            allowNegative={false}
          />
        ))}
      </SimpleGrid>
      <Stack gap={4} mt="sm">
        <Title order={3} size="h5">
          {t('ui.brandSettings.output.slate')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ui.brandSettings.output.slateIntro')}
        </Text>
      </Stack>
      <Group align="flex-start" grow maw={560}>
        <Select
          label={t('ui.brandSettings.output.reviewDay')}
          data={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(t, day) }))}
          value={v.slate_review_day}
          onChange={(day) => day && draft.patch({ slate_review_day: day as Weekday })}
          allowDeselect={false}
          disabled={!props.canEdit}
        />
        <Select
          label={t('ui.brandSettings.output.reviewHour')}
          description={t('ui.brandSettings.output.reviewHourHint')}
          data={REVIEW_HOURS}
          value={String(v.slate_review_hour)}
          onChange={(hour) => hour !== null && draft.patch({ slate_review_hour: Number(hour) })}
          allowDeselect={false}
          disabled={!props.canEdit}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {POST_PURPOSES.map((purpose) => (
          <NumberInput
            key={purpose}
            label={t('ui.brandSettings.output.target', { purpose: t(`ui.tickets.list.purposes.${purpose}`) })}
            value={v[SLATE_FIELD_BY_PURPOSE[purpose]]}
            onChange={(value) =>
              draft.patch({ [SLATE_FIELD_BY_PURPOSE[purpose]]: typeof value === 'number' ? value : 0 })
            }
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
          />
        ))}
      </SimpleGrid>
    </StepForm>
  );
}
