import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Above a task opened by its share link: it is read only; signing in may give more. */
export function SharedBanner({ signInPath }: { signInPath: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconEye size={18} aria-hidden />}
      role="status"
      data-testid="shared-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t('ui.tickets.details.page.sharedBanner')}
        </Text>
        {signInPath && (
          <Button
            component={Link}
            to={signInPath}
            size="xs"
            variant="white"
            leftSection={<IconLogin size={14} aria-hidden />}
          >
            {t('ui.tickets.details.page.signIn')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
