import '@/shared/i18n/parts/brand-settings';
import { SLATE_FIELD_BY_PURPOSE } from '@expertos/domain/settings';
import type { BrandSettingsPage, SetupStepKey } from '@expertos/domain/setup-steps';
import { POST_PLATFORMS, POST_PURPOSES } from '@expertos/domain/tickets';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/shared/lib/format';
import { weekdayName } from '../../lib/weekday-name';
import type { StepProps } from '../step-context';
import { useBrandRecords } from '../use-brand';
import { ANALYTICS_FIELDS } from './AnalyticsStep';
import { Facts } from './AudiencesStep';
import classes from './SummaryStep.module.css';

function Section({
  slug,
  step,
  title,
  children,
}: {
  slug: string;
  step: BrandSettingsPage;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      className={classes.section}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5">
            {title}
          </Title>
          <Button
            component={Link}
            to={paths.brandSettings(slug, step)}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('ui.brandSettings.summary.editStep', { step: title })}
            data-print="hide"
          >
            {t('ui.brandSettings.edit')}
          </Button>
        </Group>
        <div className={classes.value}>{children}</div>
      </Stack>
    </Card>
  );
}

function NotSet() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {t('ui.brandSettings.none')}
    </Text>
  );
}

function Tags({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <NotSet />;
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light" color="gray" tt="none" fw={500}>
          {item}
        </Badge>
      ))}
    </Group>
  );
}

/** Summary: the whole profile on one page, each part with a way to its step; printable. */
export function SummaryStep({ project }: StepProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null | undefined) =>
    value == null ? '' : formatNumber(value, i18n.language);
  const slug = project.slug;
  const influences = useBrandRecords(project.uid, 'influences').data ?? [];
  const audiences = useBrandRecords(project.uid, 'audiences').data ?? [];
  const voices = useBrandRecords(project.uid, 'voices').data ?? [];
  const assistants = useBrandRecords(project.uid, 'assistants').data ?? [];
  const label = (step: SetupStepKey) => t(`ui.brandSettings.stepNames.${step}`);
  const account = project.instagram_account;
  const output = POST_PLATFORMS.filter((platform) => (project.content_output[platform] ?? 0) > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" data-print="hide">
        <Text size="sm" c="dimmed">
          {t('ui.brandSettings.summary.intro')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          {t('ui.brandSettings.summary.print')}
        </Button>
      </Group>
      <Section slug={slug} step="name-brand" title={label('name-brand')}>
        <Text fw={600}>{project.name}</Text>
        {project.description && <Text size="sm">{project.description}</Text>}
        <Facts
          items={[
            [t('ui.brandSettings.nameBrand.industry'), project.industry ?? ''],
            [t('ui.brandSettings.nameBrand.skills'), project.skills.join(', ')],
          ]}
        />
      </Section>
      <Section slug={slug} step="connect-instagram" title={label('connect-instagram')}>
        {account ? (
          <>
            <Text size="sm" fw={600}>
              @{account.username}
            </Text>
            <Facts
              items={[
                [t('ui.brandSettings.instagram.followers'), number(account.followers)],
                [t('ui.brandSettings.instagram.website'), account.website ?? ''],
                [t('ui.brandSettings.instagram.biography'), account.biography],
              ]}
            />
          </>
        ) : (
          <NotSet />
        )}
      </Section>
      <Section slug={slug} step="analytics" title={label('analytics')}>
        {project.analytics ? (
          <Facts
            items={ANALYTICS_FIELDS.map((field) => [
              t(`ui.brandSettings.analytics.${field}`),
              number(project.analytics?.[field]),
            ])}
          />
        ) : (
          <NotSet />
        )}
      </Section>
      <Section slug={slug} step="growth-goals" title={label('growth-goals')}>
        {output.length === 0 &&
        POST_PURPOSES.every((purpose) => project[SLATE_FIELD_BY_PURPOSE[purpose]] === 0) ? (
          <NotSet />
        ) : (
          <Facts
            items={[
              [
                t('ui.brandSettings.output.perWeek'),
                output
                  .map((platform) =>
                    t('ui.brandSettings.summary.perWeek', {
                      platform: t(`ui.tickets.list.platforms.${platform}`),
                      count: project.content_output[platform] ?? 0,
                    }),
                  )
                  .join(', '),
              ],
              [t('ui.brandSettings.output.reviewDay'), weekdayName(t, project.slate_review_day)],
              ...POST_PURPOSES.map(
                (purpose) =>
                  [
                    t('ui.brandSettings.output.target', {
                      purpose: t(`ui.tickets.list.purposes.${purpose}`),
                    }),
                    String(project[SLATE_FIELD_BY_PURPOSE[purpose]]),
                  ] as [string, string],
              ),
            ]}
          />
        )}
      </Section>
      <Section slug={slug} step="define-goal" title={label('define-goal')}>
        {project.goal ? <Text fw={600}>{t(`ui.brandSettings.goal.goals.${project.goal}`)}</Text> : <NotSet />}
        {project.goal_text && <Text size="sm">{project.goal_text}</Text>}
      </Section>
      <Section slug={slug} step="brand-influences" title={label('brand-influences')}>
        {influences.length === 0 ? (
          <NotSet />
        ) : (
          <Stack gap={4}>
            {influences.map((influence) => (
              <Text key={influence.uid} size="sm">
                <Text span fw={600} size="sm">
                  {influence.name}
                </Text>
                {influence.url && (
                  <>
                    {' · '}
                    <Anchor href={influence.url} target="_blank" rel="noreferrer" size="sm">
                      {influence.url}
                    </Anchor>
                  </>
                )}
                {influence.notes && ` — ${influence.notes}`}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section slug={slug} step="target-audience" title={label('target-audience')}>
        {audiences.length === 0 ? (
          <NotSet />
        ) : (
          <Stack gap="xs">
            {audiences.map((audience) => (
              <div key={audience.uid}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {audience.name}
                  </Text>
                  {audience.is_default && (
                    <Badge size="xs" variant="light">
                      {t('ui.brandSettings.default')}
                    </Badge>
                  )}
                </Group>
                {audience.description && <Text size="sm">{audience.description}</Text>}
                <Facts
                  items={[
                    [t('ui.brandSettings.audiences.ageRange'), audience.age_range],
                    [t('ui.brandSettings.audiences.locations'), audience.locations.join(', ')],
                    [t('ui.brandSettings.audiences.interests'), audience.interests.join(', ')],
                    [t('ui.brandSettings.audiences.painPoints'), audience.pain_points.join(', ')],
                  ]}
                />
              </div>
            ))}
          </Stack>
        )}
      </Section>
      <Section slug={slug} step="content-pillars" title={label('content-pillars')}>
        <Tags items={project.content_pillars} />
      </Section>
      <Section slug={slug} step="content-formats" title={label('content-formats')}>
        <Tags items={project.content_formats} />
        {project.other_preferences && (
          <Text size="sm" mt="xs">
            {project.other_preferences}
          </Text>
        )}
      </Section>
      <Section slug={slug} step="off-brand" title={label('off-brand')}>
        {project.off_brand.length === 0 ? (
          <NotSet />
        ) : (
          <Stack component="ul" gap={2} m={0} pl="md">
            {project.off_brand.map((rule) => (
              <Text component="li" key={rule} size="sm">
                {rule}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section slug={slug} step="brand-voice" title={label('brand-voice')}>
        {voices.length === 0 ? (
          <NotSet />
        ) : (
          <Stack gap="xs">
            {voices.map((voice) => (
              <div key={voice.uid}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {voice.name}
                  </Text>
                  {voice.is_default && (
                    <Badge size="xs" variant="light">
                      {t('ui.brandSettings.default')}
                    </Badge>
                  )}
                </Group>
                {voice.description && <Text size="sm">{voice.description}</Text>}
                <Facts
                  items={[
                    [t('ui.brandSettings.voices.tone'), voice.tone.join(', ')],
                    [t('ui.brandSettings.voices.doSay'), voice.do_say.join(', ')],
                    [t('ui.brandSettings.voices.dontSay'), voice.dont_say.join(', ')],
                    [
                      t('ui.brandSettings.voices.posts'),
                      voice.sample_posts.map((post) => post.title).join(', '),
                    ],
                  ]}
                />
              </div>
            ))}
          </Stack>
        )}
        {assistants.length > 0 && (
          <Stack gap={4} mt="sm">
            <Text size="sm" c="dimmed">
              {t('ui.brandSettings.assistants.title')}
            </Text>
            {assistants.map((assistant) => (
              <Group key={assistant.uid} gap="xs">
                <Text fw={600} size="sm">
                  {assistant.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`ui.brandSettings.assistants.models.${assistant.model}`)}
                </Text>
                {assistant.is_default && (
                  <Badge size="xs" variant="light">
                    {t('ui.brandSettings.default')}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <Section slug={slug} step="google-drive" title={t('ui.brandSettings.googleDrive')}>
        <Facts
          items={[
            [t('ui.brandSettings.drive.raw'), project.drive_folders.raw_folder_url ?? ''],
            [t('ui.brandSettings.drive.final'), project.drive_folders.final_folder_url ?? ''],
          ]}
        />
        {!project.drive_folders.raw_folder_url && !project.drive_folders.final_folder_url && <NotSet />}
      </Section>
    </Stack>
  );
}
