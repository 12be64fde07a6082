import { addProjectUserSchema, PROJECT_ROLES, type Project } from '@expertos/domain/project.schema';
import { isAdminRole } from '@expertos/domain/roles';
import { MEMBER_STATUS_JOINED } from '@expertos/domain/settings';
import { Alert, Button, Card, Group, Input, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { addProjectUser, projectUsersQueryKey, projectUsersQueryOptions } from '../api/project-users';
import { workspaceMembersQueryOptions } from '../api/workspace-members';
import { ProjectLoadError, ProjectSkeleton } from '../components/ProjectState';
import { useProjectBySlug } from '../components/use-project';

type Field = 'member_uid' | 'role';

function AddForm({ workspaceUid, project }: { workspaceUid: string; project: Project }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useQuery(workspaceMembersQueryOptions(workspaceUid));
  const people = useQuery(projectUsersQueryOptions(workspaceUid, project.uid));
  const form = useFormFields<Field>({ member_uid: '', role: 'member' });

  // Joined members who do not have access yet; admins see every brand anyway.
  const granted = new Set(
    people.data?.filter((person) => person.access === 'granted').map((person) => person.member_uid),
  );
  const candidates =
    members.data?.members.filter(
      (member) =>
        member.status === MEMBER_STATUS_JOINED && !isAdminRole(member.role) && !granted.has(member.uid),
    ) ?? [];
  const options = candidates.map((member) => ({
    value: member.uid,
    label: member.name ? `${member.name} (${member.email})` : member.email,
  }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const check = checkForm(addProjectUserSchema, form.values, {
      required: ['member_uid'],
      incomplete: t('messages.incompleteData'),
      invalid: {},
      fallback: t('ui.validation.invalid'),
    });
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) return;
    form.setPending(true);
    try {
      const added = await addProjectUser(workspaceUid, project.uid, check.data);
      notify({
        type: 'positive',
        message: t('ui.projects.userAdd.added', { name: added.name || added.email, brand: project.name }),
      });
      void queryClient.invalidateQueries({ queryKey: projectUsersQueryKey(workspaceUid, project.uid) });
      await navigate(paths.brandUsers(project.slug));
    } catch (error) {
      form.setMessage({ tone: 'error', text: errorText(error) });
      form.setPending(false);
    }
  };

  if (members.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(members.error)}
      </Alert>
    );
  }
  const loaded = members.isSuccess && people.isSuccess;
  const roles = PROJECT_ROLES.map((role) => ({ value: role, label: t(`ui.projects.users.roles.${role}`) }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ui.pages.brandUserAdd')}>
      <Stack gap="md">
        {loaded && options.length === 0 && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('ui.projects.userAdd.noMembers')}
          </Alert>
        )}
        <Select
          label={t('ui.projects.userAdd.member')}
          placeholder={t('ui.projects.userAdd.memberPlaceholder')}
          data={options}
          value={form.values.member_uid || null}
          onChange={(value) => form.change('member_uid')({ currentTarget: { value: value ?? '' } })}
          searchable
          required
          disabled={!loaded}
          error={form.errorOf('member_uid')}
          name="member_uid"
        />
        <Input.Wrapper label={t('ui.projects.userAdd.role')} id="project-role">
          <SegmentedControl
            aria-labelledby="project-role-label"
            data={roles}
            value={form.values.role}
            onChange={(value) => form.change('role')({ currentTarget: { value } })}
            fullWidth
            mt={6}
            style={{ display: 'flex' }}
          />
        </Input.Wrapper>
        <FormAlert tone={form.message?.tone}>{form.message?.text}</FormAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(paths.brandUsers(project.slug))}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={form.pending} disabled={!loaded || options.length === 0}>
            {t('ui.projects.userAdd.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /brand/{projectSlug}/user/add: a project admin gives a workspace member access to the brand. */
export function ProjectUserAddPage() {
  const { t } = useTranslation();
  const { projectSlug } = useParams();
  const workspaceUid = useCurrentWorkspaceUid();
  const project = useProjectBySlug(projectSlug);

  return (
    <PageFrame
      title={t('ui.pages.brandUserAdd')}
      subtitle={project.data ? t('ui.projects.userAdd.intro', { name: project.data.name }) : undefined}
    >
      <Card withBorder radius="lg" padding="lg" maw={640} w="100%">
        {project.data && workspaceUid ? (
          <AddForm workspaceUid={workspaceUid} project={project.data} />
        ) : project.isError ? (
          <ProjectLoadError error={project.error} onRetry={() => void project.refetch()} />
        ) : (
          <ProjectSkeleton />
        )}
      </Card>
    </PageFrame>
  );
}
