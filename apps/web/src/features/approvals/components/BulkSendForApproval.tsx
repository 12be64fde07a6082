import '@/shared/i18n/parts/approvals';
import { APPROVAL_MAX_TICKETS } from '@expertos/domain/approval.schema';
import { Button, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkActionProps } from '@/shared/ui/slots';
import { SendForApprovalModal } from './SendForApprovalModal';

/** "Send for approval" for the posts selected in a brand's list: one link for all of them. */
export function BulkSendForApproval({ projectUid, selected, onDone }: BulkActionProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The selection ends when the dialog closes after a send (not at once: it shows the link).
  const [sent, setSent] = useState(false);
  const tooMany = selected.length > APPROVAL_MAX_TICKETS;
  return (
    <>
      <Tooltip label={t('ui.approvals.bulk.tooMany', { max: APPROVAL_MAX_TICKETS })} disabled={!tooMany}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconSend size={14} aria-hidden />}
          disabled={tooMany}
          onClick={() => setOpened(true)}
        >
          {t('ui.approvals.section.send')}
        </Button>
      </Tooltip>
      <SendForApprovalModal
        opened={opened}
        onClose={() => {
          setOpened(false);
          if (sent) onDone();
        }}
        projectUid={projectUid}
        ticketUids={selected}
        onSent={() => setSent(true)}
      />
    </>
  );
}
