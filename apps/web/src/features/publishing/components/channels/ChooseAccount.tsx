import '@/shared/i18n/parts/publishing';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { channelsQueryKey, chooseAccount, fetchChoices } from '../../api/channels';
import { networkName } from '../NetworkMark';

/**
 * A login that may publish as several accounts (a person's Facebook Pages, a LinkedIn member
 * and their organisations): the admin picks the one this brand posts as. The choice was kept
 * for ten minutes, for them, in this browser.
 */
export function ChooseAccount({
  projectUid,
  choice,
  onDone,
}: {
  projectUid: string;
  choice: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.apps' as const;
  const queryClient = useQueryClient();
  const choices = useQuery({
    queryKey: ['projects', projectUid, 'publishing', 'choice', choice],
    queryFn: ({ signal }) => fetchChoices(projectUid, choice, signal),
    retry: false,
  });
  const pick = useMutation({
    mutationFn: (accountId: string) => chooseAccount(projectUid, choice, accountId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: channelsQueryKey(projectUid) });
      onDone();
    },
  });
  if (choices.isPending) return <Skeleton height={80} role="status" aria-label={t('ui.loading')} />;
  if (choices.isError)
    return (
      <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('ui.close')} onClose={onDone}>
        {errorText(choices.error)}
      </Alert>
    );
  return (
    <Alert color="blue" title={t(`${k}.chooseTitle`, { network: networkName(choices.data.network, t) })}>
      <Stack gap="xs" role="list">
        {choices.data.accounts.map((account) => (
          <Group key={account.account_id} justify="space-between" role="listitem">
            <Text size="sm">
              {account.display_name && account.display_name !== account.handle
                ? `${account.display_name} (${account.handle})`
                : account.handle}
            </Text>
            <Button
              size="xs"
              loading={pick.isPending && pick.variables === account.account_id}
              onClick={() => pick.mutate(account.account_id)}
            >
              {t(`${k}.choose`)}
            </Button>
          </Group>
        ))}
        {pick.isError && (
          <Text c="red" size="sm">
            {errorText(pick.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
