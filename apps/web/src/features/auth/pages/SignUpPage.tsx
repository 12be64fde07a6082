import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { NotConnectedNotice } from '../components/NotConnectedNotice';

/** Create-account form: layout only until the identity issue connects it. */
export function SignUpPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const redirect = search.get('redirect') ?? undefined;
  const title = t('ui.pages.signup');
  useDocumentTitle(title);
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <NotConnectedNotice />
        <TextInput label={t('ui.auth.name')} autoComplete="name" required name="name" />
        <TextInput label={t('ui.auth.email')} type="email" autoComplete="email" required name="email" />
        <PasswordInput label={t('ui.auth.password')} autoComplete="new-password" required name="password" />
        <PasswordInput
          label={t('ui.auth.confirmPassword')}
          autoComplete="new-password"
          required
          name="confirmPassword"
        />
        <Button type="submit" fullWidth disabled>
          {t('ui.auth.signUp')}
        </Button>
        <Text size="sm" ta="center">
          {t('ui.auth.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signin(redirect ? { redirect } : undefined)}>
            {t('ui.auth.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
