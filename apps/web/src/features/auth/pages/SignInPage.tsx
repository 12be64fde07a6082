import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { NotConnectedNotice } from '../components/NotConnectedNotice';

/** Sign-in form: layout only until the identity issue connects it. */
export function SignInPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const redirect = search.get('redirect') ?? undefined;
  const title = t('ui.pages.signin');
  useDocumentTitle(title);
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <NotConnectedNotice />
        <TextInput label={t('ui.auth.email')} type="email" autoComplete="email" required name="email" />
        <PasswordInput
          label={t('ui.auth.password')}
          autoComplete="current-password"
          required
          name="password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword()} size="sm">
            {t('ui.auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled>
          {t('ui.auth.signIn')}
        </Button>
        <Text size="sm" ta="center">
          {t('ui.auth.noAccount')}{' '}
          <Anchor component={Link} to={paths.signup(redirect ? { redirect } : undefined)}>
            {t('ui.auth.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
