import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A share link that shows nothing (docs/product.md#share-links): the server answers an unknown
 * and a revoked token alike (404), so the page says the link is invalid or was revoked instead
 * of asking an outside reader to sign in. A member of the team can still sign in from the
 * small print; any other failure offers a retry.
 */
export function ShareLinkProblem({
  failed,
  onRetry,
  signInPath,
}: {
  /** True when the link may be fine but the call failed (network, 5xx). */
  failed: boolean;
  onRetry: () => void;
  /** Where a signed-out team member signs in; null when signed in. */
  signInPath: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl" maw={480} mx="auto" mt="xl" data-testid="share-link-problem">
      <Stack gap="sm" align="flex-start">
        <IconLinkOff size={28} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={1} size="h3">
          {t('ui.shareLink.invalidTitle')}
        </Title>
        <Text size="sm">{failed ? t('ui.shareLink.failedText') : t('ui.shareLink.invalidText')}</Text>
        {failed && (
          <Button variant="default" onClick={onRetry}>
            {t('ui.shareLink.retry')}
          </Button>
        )}
        {signInPath && (
          <Text size="xs" c="dimmed">
            {t('ui.shareLink.memberHint')}{' '}
            <Anchor component={Link} to={signInPath} size="xs">
              {t('ui.shareLink.memberSignIn')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
