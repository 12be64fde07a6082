import '@/shared/i18n/parts/publishing';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeysUnder } from '@/shared/i18n/keys';
import { formatStepTime } from '../../lib/zone-display';

type StepKind = KeysUnder<'ui.publishing.publications.steps'>;

/**
 * A publication's steps (docs/product.md#publishing), oldest first: what happened, when, who
 * did it (nobody named for the engine's own steps), and the network's words when it said any.
 */
export function PublicationTimeline({
  steps,
  nameOf,
}: {
  steps: Publication['timeline'];
  nameOf: (memberUid: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const k = 'ui.publishing.publications' as const;
  const stepTime = (at: string) => formatStepTime(new Date(at), undefined, i18n.language);
  const known = (kind: string): kind is StepKind => i18n.exists(`${k}.steps.${kind}`);
  return (
    <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} data-testid="publication-timeline">
      {steps.map((step, index) => (
        <Timeline.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a history, never reordered.
          key={index}
          title={
            <Text size="sm" fw={600}>
              {known(step.kind) ? t(`${k}.steps.${step.kind}`) : step.kind.replaceAll('_', ' ')}
            </Text>
          }
          color={step.state === 'failed' ? 'red' : step.state === 'needs_attention' ? 'orange' : undefined}
        >
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {step.actor_uid
                ? t(`${k}.stepBy`, {
                    when: stepTime(step.at),
                    name: nameOf(step.actor_uid),
                  })
                : stepTime(step.at)}
            </Text>
            {step.detail && (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {step.detail}
              </Text>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
