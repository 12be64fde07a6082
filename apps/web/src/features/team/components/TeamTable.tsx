import '@/shared/i18n/parts/team';
import type { TeamMember } from '@expertos/domain/workspace.schema';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, IconMailX, IconPencil, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { STATUS_COLORS, sameEmail } from './labels';

export interface TeamTableProps {
  members: TeamMember[];
  /** The signed-in user's e-mail: their row says "You". */
  myEmail: string | null;
  onRemove: (member: TeamMember) => void;
  onRevoke: (member: TeamMember) => void;
}

function RowActions({
  member,
  onRemove,
  onRevoke,
}: Omit<TeamTableProps, 'members' | 'myEmail'> & { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('ui.team.rowActions', { email: member.email })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {member.invite_uid ? (
          <Menu.Item
            color="red"
            leftSection={<IconMailX size={16} aria-hidden />}
            onClick={() => onRevoke(member)}
          >
            {t('ui.team.revoke')}
          </Menu.Item>
        ) : (
          <>
            <Menu.Item
              component={Link}
              to={paths.userEdit(member.uid)}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('ui.common.edit')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconUserMinus size={16} aria-hidden />}
              onClick={() => onRemove(member)}
            >
              {t('ui.common.remove')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A member's e-mail, leading to their profile; an open invite has none yet. A person here only
 * as a Jira user has no address anyone reads: their name and the Jira mark instead.
 */
function MemberEmail({ member, truncate }: { member: TeamMember; truncate?: boolean }) {
  const { t } = useTranslation();
  const props = { size: 'sm', fw: 600, truncate: truncate ? ('end' as const) : undefined };
  if (member.invite_uid) return <Text {...props}>{member.email}</Text>;
  if (member.from_jira)
    return (
      <Group gap={6} wrap="nowrap">
        <Text {...props}>{member.name ?? member.email}</Text>
        <Badge size="xs" variant="light" color="blue">
          {t('ui.common.fromJira')}
        </Badge>
      </Group>
    );
  return (
    <Anchor component={Link} to={paths.userProfile(member.uid)} className="touch-link" {...props}>
      {member.email}
    </Anchor>
  );
}

/** On a phone: one block per member, the same facts stacked, the actions at hand. */
function TeamCards({ members, myEmail, onRemove, onRevoke }: TeamTableProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} role="list" aria-label={t('ui.team.members')}>
      {members.map((member, index) => (
        <Group
          key={member.uid}
          role="listitem"
          aria-label={member.email}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          px="md"
          py="sm"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
        >
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <MemberEmail member={member} truncate />
              {sameEmail(member.email, myEmail) && (
                <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                  {t('ui.common.you')}
                </Badge>
              )}
            </Group>
            {member.name && (
              <Text size="xs" c="dimmed" truncate="end">
                {member.name}
              </Text>
            )}
            <Group gap={6}>
              <Badge variant="light" color={STATUS_COLORS[member.status]} size="sm">
                {t(`ui.memberStatuses.${member.status}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t(`ui.roles.${member.role}`)} ·{' '}
                {member.role === 'admin'
                  ? t('ui.team.brandsAll')
                  : t('ui.team.brandsCount', { count: member.project_uids.length })}
              </Text>
            </Group>
          </Stack>
          <RowActions member={member} onRemove={onRemove} onRevoke={onRevoke} />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The team: a table with e-mail, name, role, status, brands and the row's actions; on a
 * phone, where six columns do not fit, the same as a list.
 */
export function TeamTable(props: TeamTableProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  return phone ? <TeamCards {...props} /> : <TeamGrid {...props} />;
}

function TeamGrid({ members, myEmail, onRemove, onRevoke }: TeamTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('ui.team.members')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.team.email')}</Table.Th>
            <Table.Th>{t('ui.team.name')}</Table.Th>
            <Table.Th>{t('ui.team.role')}</Table.Th>
            <Table.Th>{t('ui.team.status')}</Table.Th>
            <Table.Th ta="right">{t('ui.team.brands')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('ui.common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.uid}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <MemberEmail member={member} />
                  {sameEmail(member.email, myEmail) && (
                    <Badge size="xs" variant="outline">
                      {t('ui.common.you')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{member.name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`ui.roles.${member.role}`)}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[member.status]}>
                  {t(`ui.memberStatuses.${member.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">
                  {member.role === 'admin' ? t('ui.team.allBrands') : member.project_uids.length}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowActions member={member} onRemove={onRemove} onRevoke={onRevoke} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
