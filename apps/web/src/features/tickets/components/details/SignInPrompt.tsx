import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Someone signed out, without a working share link: sign in and come back here. */
export function SignInPrompt({ signInPath }: { signInPath: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl" maw={480} mx="auto" mt="xl" data-testid="sign-in-prompt">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {t('ui.tickets.details.page.signInTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ui.tickets.details.page.signInText')}
        </Text>
        <Button component={Link} to={signInPath} leftSection={<IconLogin size={16} aria-hidden />}>
          {t('ui.tickets.details.page.signIn')}
        </Button>
      </Stack>
    </Card>
  );
}
