import '@/shared/i18n/parts/workspace-security';
import { TWO_FACTOR_GRACE_DAYS } from '@expertos/domain/two-factor';
import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDate } from '@/shared/lib/format';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as securityApi from '../api/security';
import { SsoSection } from '../components/SsoSection';

/**
 * /workspace/security (admins; docs/product.md#require-two-step-verification): whether members
 * must sign in with a second factor, and from when that is enforced; then the workspace's single
 * sign-on (docs/product.md#single-sign-on).
 */
export function WorkspaceSecurityPage() {
  const { t, i18n } = useTranslation();
  const k = 'ui.workspaceSecurity' as const;
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const queryClient = useQueryClient();
  const policy = useQuery({
    queryKey: securityApi.securityQueryKey(workspaceUid),
    queryFn: () => securityApi.fetchSecurity(workspaceUid),
    enabled: workspaceUid !== '',
  });
  const save = useMutation({
    mutationFn: (on: boolean) => securityApi.saveSecurity(workspaceUid, on),
    onSuccess: (saved) => {
      queryClient.setQueryData(securityApi.securityQueryKey(workspaceUid), saved);
      notify({ type: 'positive', message: t(saved.require_two_factor ? `${k}.turnedOn` : `${k}.turnedOff`) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  return (
    <PageFrame title={t('ui.pages.workspaceSecurity')} subtitle={t(`${k}.intro`)}>
      <Stack gap="lg" maw={880} w="100%">
        <SectionCard
          title={t(`${k}.twoFactorTitle`)}
          intro={t(`${k}.twoFactorIntro`, { count: TWO_FACTOR_GRACE_DAYS })}
        >
          {policy.isPending ? (
            <Skeleton height={40} role="status" aria-label={t('ui.loading')} />
          ) : policy.isError ? (
            <QueryError
              message={t(`${k}.loadError`)}
              error={policy.error}
              onRetry={() => void policy.refetch()}
            />
          ) : (
            <Stack gap="xs">
              <Switch
                label={t(`${k}.requireTwoFactor`)}
                checked={policy.data.require_two_factor}
                disabled={save.isPending}
                onChange={(event) => save.mutate(event.currentTarget.checked)}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {policy.data.enforced_from
                  ? t(`${k}.enforcedFrom`, { date: formatDate(policy.data.enforced_from, i18n.language) })
                  : t(`${k}.notRequired`)}
              </Text>
            </Stack>
          )}
        </SectionCard>
        <SsoSection workspaceUid={workspaceUid} />
      </Stack>
    </PageFrame>
  );
}
