import '@/shared/i18n/parts/invites';
import '@/shared/i18n/parts/team';
import { isApiError } from '@expertos/api-client/client';
import type { Invite } from '@expertos/domain/invite.schema';
import { MESSAGES } from '@expertos/domain/messages';
import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMailOff, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { formatDate } from '@/shared/lib/format';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { logout } from '@/shared/session/logout';
import { enterWorkspace } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { acceptInvite, declineInvite, inviteQueryOptions } from '../api/invites';

const sameEmail = (a: string | null | undefined, b: string) =>
  a?.trim().toLowerCase() === b.trim().toLowerCase();

/** The invite is gone for good (not found, expired, or any other refusal): not worth retrying. */
function isInvalid(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="sm" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconUsersGroup size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function InvalidInvite() {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  return (
    <Stack gap="md" align="center" ta="center" data-testid="invite-invalid">
      <ThemeIcon size={56} radius="xl" variant="light" color="red">
        <IconMailOff size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h3">
        {t('ui.invites.invalidTitle')}
      </Title>
      <Text role="alert">{t('messages.inviteInvalid', { defaultValue: MESSAGES.inviteInvalid })}</Text>
      <Button
        component={Link}
        to={authenticated ? paths.dashboard() : paths.signin()}
        variant="default"
        fullWidth
      >
        {authenticated ? t('ui.invites.toDashboard') : t('ui.auth.goToSignIn')}
      </Button>
    </Stack>
  );
}

function InviteText({ invite }: { invite: Invite }) {
  const { t } = useTranslation();
  const values = {
    inviter: invite.inviter_name ?? '',
    email: invite.email,
    workspace: invite.workspace_name,
    role: t(`ui.roles.${invite.role}`),
  };
  return (
    <Stack gap={4}>
      <Text>
        <Trans
          i18nKey={invite.inviter_name ? 'ui.invites.text' : 'ui.invites.textNoInviter'}
          values={values}
          components={{ b: <strong /> }}
        />
      </Text>
      <Text size="sm" c="dimmed">
        {t('ui.invites.expiresOn', { date: formatDate(invite.expires_at) })}
      </Text>
    </Stack>
  );
}

/** Signed out: sign in (an account exists for the address) or create one, then come back. */
function SignedOut({ invite }: { invite: Invite }) {
  const { t } = useTranslation();
  const back = { redirect: paths.invite(invite.uid) };
  return invite.has_account ? (
    <Stack gap="sm">
      <Text size="sm">{t('ui.invites.signInHint', { email: invite.email })}</Text>
      <Button component={Link} to={paths.signin(back)} fullWidth>
        {t('ui.invites.signInToAccept')}
      </Button>
    </Stack>
  ) : (
    <Stack gap="sm">
      <Text size="sm">{t('ui.invites.registerHint', { email: invite.email })}</Text>
      <Button component={Link} to={paths.signup(back)} fullWidth>
        {t('ui.invites.createAccount')}
      </Button>
      <Button component={Link} to={paths.signin(back)} variant="subtle" fullWidth>
        {t('ui.auth.haveAccount')} {t('ui.auth.signIn')}
      </Button>
    </Stack>
  );
}

function Respond({ invite, onDeclined }: { invite: Invite; onDeclined: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const accept = async () => {
    setPending('accept');
    setMessage(null);
    try {
      const { workspace_uid } = await acceptInvite(invite.uid);
      // Joined: switch to it and land on the dashboard.
      await enterWorkspace(workspace_uid, { navigate: false });
      await navigate(paths.dashboard());
      notify({ type: 'positive', message: t('ui.invites.accepted', { workspace: invite.workspace_name }) });
    } catch (error) {
      setMessage(errorText(error));
      setPending(null);
    }
  };

  const decline = async () => {
    setPending('decline');
    setMessage(null);
    try {
      await declineInvite(invite.uid);
      onDeclined();
    } catch (error) {
      setMessage(errorText(error));
      setPending(null);
    }
  };

  return (
    <Stack gap="sm">
      <FormAlert>{message}</FormAlert>
      <Button
        onClick={() => void accept()}
        loading={pending === 'accept'}
        disabled={pending === 'decline'}
        fullWidth
      >
        {t('ui.invites.acceptInvite')}
      </Button>
      <Button
        variant="default"
        onClick={() => void decline()}
        loading={pending === 'decline'}
        disabled={pending === 'accept'}
        fullWidth
      >
        {t('ui.invites.decline')}
      </Button>
    </Stack>
  );
}

/**
 * /invite/{inviteUid} (public): who invites whom to which workspace. Signed out, it leads to
 * sign-in or sign-up and back here; signed in with the invited address, it accepts (and
 * switches to the workspace) or declines; signed in as someone else, it says so and offers
 * to sign out. An unknown or expired invite says 'Invite is invalid or expired'.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const { inviteUid = '' } = useParams();
  const invite = useQuery(inviteQueryOptions(inviteUid));
  const sessionChecked = useAuthStore((state) => state.sessionChecked);
  const authenticated = useIsAuthenticated();
  const email = useAuthStore((state) => state.user?.email ?? null);
  const [declined, setDeclined] = useState(false);
  useDocumentTitle(t('ui.pages.invite'));

  if (invite.isPending || !sessionChecked) {
    return (
      <Stack gap="md">
        <Heading title={t('ui.pages.invite')} />
        <Center py="md">
          <Loader aria-label={t('ui.loading')} />
        </Center>
      </Stack>
    );
  }
  if (invite.isError) {
    if (isInvalid(invite.error)) return <InvalidInvite />;
    return (
      <Stack gap="md">
        <Heading title={t('ui.pages.invite')} />
        <QueryError error={invite.error} onRetry={() => void invite.refetch()} retrying={invite.isFetching} />
      </Stack>
    );
  }

  const data = invite.data;
  if (declined) {
    return (
      <Stack gap="md" align="center" ta="center" role="status">
        <Heading title={t('ui.invites.declinedTitle')}>
          <Text>{t('ui.invites.declinedText', { workspace: data.workspace_name })}</Text>
        </Heading>
        <Button component={Link} to={paths.dashboard()} variant="default" fullWidth>
          {t('ui.invites.toDashboard')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Heading title={t('ui.invites.joinTitle', { workspace: data.workspace_name })}>
        <InviteText invite={data} />
      </Heading>
      {!authenticated && <SignedOut invite={data} />}
      {authenticated && sameEmail(email, data.email) && (
        <Respond invite={data} onDeclined={() => setDeclined(true)} />
      )}
      {authenticated && !sameEmail(email, data.email) && (
        <Stack gap="sm">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="status"
          >
            <Trans
              i18nKey="ui.invites.otherAccount"
              values={{ current: email ?? '', email: data.email }}
              components={{ b: <strong /> }}
            />
          </Alert>
          <Button variant="default" onClick={() => void logout({ returnHere: true })} fullWidth>
            {t('ui.invites.switchAccount')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
