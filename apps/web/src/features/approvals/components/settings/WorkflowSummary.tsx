import '@/shared/i18n/parts/approval-settings';
import type { ApprovalWorkflowView } from '@expertos/domain/approvals/workflow';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasSteps } from '../../lib/workflow-draft';

/**
 * The workflow as the members who work on the brand's tickets read it: the mode, each step's
 * approvers by name (one who no longer counts says so in words), the days and the two rules.
 */
export function WorkflowSummary({ view }: { view: ApprovalWorkflowView }) {
  const { t } = useTranslation();
  const k = 'ui.approvalSettings.workflow' as const;
  const s = `${k}.summary` as const;
  return (
    <Stack gap="md" data-testid="approval-workflow-summary">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t(`${k}.mode`)}
        </Text>
        <Text fw={600}>{t(`${k}.modes.${view.mode}`)}</Text>
        <Text size="sm">{t(`${k}.modeHints.${view.mode}`)}</Text>
      </Stack>

      {hasSteps(view.mode) && view.steps.length > 0 && (
        <Stack component="ol" gap="sm" aria-label={t(`${s}.steps`)} style={{ margin: 0, paddingLeft: 20 }}>
          {view.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps are read in their order; nothing moves them here.
            <li key={index}>
              <Text fw={600} size="sm">
                {t(`${s}.stepOf`, {
                  n: index + 1,
                  kind: t(`${k}.kinds.${step.kind}`),
                  rule: step.rule === 'all' ? t(`${s}.ruleAll`) : t(`${s}.ruleAny`),
                })}
              </Text>
              <Stack component="ul" gap={2} mt={4} style={{ margin: 0, paddingLeft: 18 }}>
                {step.kind === 'internal' && step.brand_admins && (
                  <Text component="li" size="sm">
                    {t(`${s}.anyBrandAdmin`)}
                  </Text>
                )}
                {step.approvers.map((approver) => (
                  <Text component="li" size="sm" key={approver.uid} style={{ overflowWrap: 'anywhere' }}>
                    {approver.active ? (
                      approver.name
                    ) : (
                      <Group component="span" gap={6} wrap="wrap" display="inline-flex">
                        <Text span size="sm" td="line-through">
                          {approver.name}
                        </Text>
                        <Badge color="gray" variant="light" size="sm">
                          {t(`${k}.noLongerCounts`)}
                        </Badge>
                      </Group>
                    )}
                  </Text>
                ))}
                {!step.brand_admins && step.approvers.length === 0 && (
                  <Text component="li" size="sm" c="dimmed">
                    {t(`${s}.nobody`)}
                  </Text>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}

      {view.mode !== 'none' && (
        <Stack gap={2}>
          <Text size="sm">
            {t(`${s}.due`, { count: view.due_days })} {t(`${s}.expire`, { count: view.expire_days })}
          </Text>
          <Text size="sm">{view.lock_dates ? t(`${s}.lockDatesOn`) : t(`${s}.lockDatesOff`)}</Text>
          <Text size="sm">{view.author_may_approve ? t(`${s}.authorOn`) : t(`${s}.authorOff`)}</Text>
        </Stack>
      )}

      <Text size="xs" c="dimmed">
        {t(`${k}.readOnly`)}
      </Text>
    </Stack>
  );
}
