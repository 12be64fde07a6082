import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { verifyCheckout } from '../api/subscriptions';

/**
 * /verify-subscription, where checkout returns after paying (docs/product.md#trial-and-plans):
 * confirms the session with the server, then goes on to `/billing?refresh=true`. A failure
 * shows why, with a retry and the way to billing.
 */
export function VerifySubscriptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const workspaceUid = params.get('workspace') ?? '';
  const complete = sessionId !== '' && workspaceUid !== '';
  const verify = useMutation({
    mutationFn: () => verifyCheckout(workspaceUid, sessionId),
    onSuccess: () => void navigate(paths.billing({ refresh: true }), { replace: true }),
  });
  const { mutate } = verify;

  // Once per checkout session: StrictMode's second mount finds it started (refs survive it).
  const started = useRef<string | null>(null);
  useEffect(() => {
    const key = `${workspaceUid} ${sessionId}`;
    if (!complete || started.current === key) return;
    started.current = key;
    mutate();
  }, [complete, workspaceUid, sessionId, mutate]);

  const toBilling = (
    <Button component={Link} to={paths.billing()} variant="default">
      {t('ui.verifySubscription.toBilling')}
    </Button>
  );

  return (
    <PageFrame title={t('ui.pages.verifySubscription')}>
      <Card withBorder radius="lg" padding="lg" maw={640} w="100%">
        {!complete ? (
          <Stack gap="md" align="flex-start">
            <Text role="alert">{t('ui.verifySubscription.missing')}</Text>
            {toBilling}
          </Stack>
        ) : verify.isError ? (
          <Stack gap="md">
            <QueryError
              message={t('ui.verifySubscription.failed')}
              error={verify.error}
              onRetry={() => mutate()}
              retrying={verify.isPending}
            />
            <Group>{toBilling}</Group>
          </Stack>
        ) : (
          <Group gap="md" wrap="nowrap" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text>{t('ui.verifySubscription.confirming')}</Text>
          </Group>
        )}
      </Card>
    </PageFrame>
  );
}
