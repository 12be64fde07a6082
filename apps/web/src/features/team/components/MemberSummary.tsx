import '@/shared/i18n/parts/member-profile';
import '@/shared/i18n/parts/team';
import type { TeamMember } from '@expertos/domain/workspace.schema';
import { Avatar, Badge, Box, Card, Flex, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Box component="dd" m={0} mt={4}>
        {children}
      </Box>
    </div>
  );
}

export interface MemberSummaryProps {
  member: TeamMember;
  /** Their picture, when the workspace's people list has one. */
  picture: string | null;
  isMe: boolean;
  /** The workspace's only admin (docs/product.md#roles-and-access). */
  onlyAdmin: boolean;
}

/** Who the member is in the workspace: picture, role (with what it allows), status and brands. */
export function MemberSummary({ member, picture, isMe, onlyAdmin }: MemberSummaryProps) {
  const { t } = useTranslation();
  const name = member.name || member.email;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('ui.memberProfile.summary')}>
      <Flex gap="lg" direction={{ base: 'column', xs: 'row' }} align={{ base: 'flex-start', xs: 'center' }}>
        {/* The name is the page's heading: the picture adds nothing for a screen reader. */}
        <Avatar src={picture} name={name} color="initials" size={72} radius="xl" aria-hidden />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm" m={0}>
            <Fact label={t('ui.memberProfile.role')}>
              <Text size="sm" fw={600}>
                {t(`ui.roles.${member.role}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`ui.roleHints.${member.role}`)}
              </Text>
            </Fact>
            <Fact label={t('ui.memberProfile.status')}>
              <Badge variant="light" color={STATUS_COLORS[member.status]}>
                {t(`ui.memberStatuses.${member.status}`)}
              </Badge>
            </Fact>
            <Fact label={t('ui.memberProfile.brands')}>
              <Text size="sm" fw={600}>
                {member.role === 'admin'
                  ? t('ui.memberProfile.brandsAll')
                  : t('ui.memberProfile.brandsCount', { count: member.project_uids.length })}
              </Text>
            </Fact>
          </SimpleGrid>
          {(isMe || onlyAdmin) && (
            <Group gap="xs">
              {isMe && (
                <Badge size="sm" variant="outline">
                  {t('ui.common.you')}
                </Badge>
              )}
              {onlyAdmin && (
                <Text size="sm" c="dimmed" data-testid="only-admin">
                  {t('ui.memberProfile.onlyAdmin')}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </Flex>
    </Card>
  );
}
