import '@/shared/i18n/parts/approvals';
import { Button, Stack } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { versionsQueryOptions } from '../api/versions';
import { VersionDiff } from './VersionDiff';

/**
 * In an open round of a post approved before: what changed since that approval
 * (docs/product.md#approvals), the approved version against the newest, shown on demand.
 */
export function ChangesSinceApproved({ ticketUid }: { ticketUid: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const versions = useInfiniteQuery(versionsQueryOptions(ticketUid));
  const items = versions.data?.pages[0]?.items ?? [];
  const newest = items[0];
  const approved = items.find((version) => version.marks.includes('approved'));
  if (!newest || !approved || approved.number === newest.number) return null;
  return (
    <Stack gap="xs">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconGitCompare size={14} aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('ui.approvals.round.sinceApproved', { from: approved.number, to: newest.number })}
      </Button>
      {open && (
        <VersionDiff ticketUid={ticketUid} from={approved.number} to={newest.number} headingOrder={5} />
      )}
    </Stack>
  );
}
