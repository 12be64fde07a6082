import '@/shared/i18n/parts/team';
import { createInviteSchema } from '@expertos/domain/invite.schema';
import type { RoleKey } from '@expertos/domain/roles';
import { isAdminRole } from '@expertos/domain/roles';
import { INVITE_TTL_DAYS } from '@expertos/domain/workspace.schema';
import { Alert, Anchor, Button, Card, Fieldset, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorCode, errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { selectIsAdmin } from '@/shared/stores/auth-store';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmailField } from '@/shared/ui/EmailField';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { inviteMember } from '../api/team-invites';
import { teamQueryPrefix } from '../api/team-members';
import { AccessFields } from '../components/AccessFields';

type Field = 'email' | 'role';
const TAKEN = new Set(['user_already_invited', 'user_already_in_workspace']);

/**
 * /user/add: invite someone by e-mail with a role and the brands they may see. Sent, it
 * says 'Invite sent to …' and goes back to the team.
 */
export function UserAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workspaceUid = useCurrentWorkspaceUid();
  const form = useFormFields<Field>({ email: '', role: 'member' });
  const [projectUids, setProjectUids] = useState<string[]>([]);
  // At the seat limit the message links to billing (docs/product.md#seats).
  const [seatLimit, setSeatLimit] = useState(false);
  const emailRef = useAutofocus<HTMLInputElement>();
  // Only admins invite (the server refuses anyone else): say so before the form is filled.
  const mayInvite = useWorkspaceStore(selectIsAdmin);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || !workspaceUid) return;
    const values = {
      ...form.values,
      project_uids: isAdminRole(form.values.role) ? [] : projectUids,
    };
    const check = checkForm(createInviteSchema, values, {
      required: ['email', 'role'],
      incomplete: t('messages.incompleteData'),
      invalid: { email: t('ui.validation.email') },
      fallback: t('ui.validation.invalid'),
    });
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) return;

    form.setPending(true);
    setSeatLimit(false);
    try {
      const invite = await inviteMember(workspaceUid, check.data);
      notify({ type: 'positive', message: t('ui.team.sent', { email: invite.email }) });
      void queryClient.invalidateQueries({ queryKey: teamQueryPrefix(workspaceUid) });
      await navigate(paths.team());
    } catch (error) {
      const atLimit = errorCode(error) === 'seat_limit_reached';
      setSeatLimit(atLimit);
      form.setMessage({ tone: 'error', text: atLimit ? t('messages.seatLimit') : errorText(error) });
      if (TAKEN.has(errorCode(error) ?? '')) form.setFields({ email: true });
      form.setPending(false);
    }
  };

  return (
    <PageFrame title={t('ui.pages.userAdd')} subtitle={t('ui.team.inviteIntro', { count: INVITE_TTL_DAYS })}>
      <Card withBorder radius="lg" padding="lg" maw={640} w="100%">
        <form onSubmit={onSubmit} noValidate aria-label={t('ui.pages.userAdd')}>
          <Stack gap="md">
            {!mayInvite && (
              <Alert
                color="yellow"
                variant="light"
                title={t('ui.mayNot.inviteTitle')}
                data-testid="may-not-invite"
              >
                {t('ui.mayNot.inviteText')}
              </Alert>
            )}
            <Fieldset variant="unstyled" disabled={!mayInvite} p={0}>
              <Stack gap="md">
                <EmailField ref={emailRef} autoComplete="off" {...form.bind('email')} />
                <AccessFields
                  role={form.values.role as RoleKey | ''}
                  onRoleChange={(role) => form.change('role')({ currentTarget: { value: role } })}
                  projectUids={projectUids}
                  onProjectsChange={setProjectUids}
                  roleError={form.errorOf('role')}
                />
              </Stack>
            </Fieldset>
            <FormAlert tone={form.message?.tone}>
              {form.message && (
                <>
                  {form.message.text}
                  {seatLimit && mayInvite && (
                    <>
                      {' '}
                      <Anchor component={Link} to={paths.billing()} fw={600} inherit>
                        {t('ui.team.goToBilling')}
                      </Anchor>
                    </>
                  )}
                </>
              )}
            </FormAlert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(paths.team())}>
                {t('ui.common.cancel')}
              </Button>
              <Button type="submit" loading={form.pending} disabled={!mayInvite}>
                {t('ui.team.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </PageFrame>
  );
}
