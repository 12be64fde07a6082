import { ActionIcon, Button, CopyButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { shareTicket, unshareTicket } from '../../api/ticket-share';
import { DetailsSection } from './DetailsSection';
import type { TaskView } from './merge-ticket';
import { shareLink } from './share-link';
import type { TicketEditor } from './use-ticket-editor';

export interface ShareSectionProps {
  task: TaskView;
  editor: TicketEditor;
}

/** Members share a task by a read-only link (anyone with it may look), and can revoke it. */
export function ShareSection({ task, editor }: ShareSectionProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const link = task.share_token ? shareLink(task.projects.slug, task.uid, task.share_token) : null;

  const run = async (call: () => Promise<{ share_token: string | null }>, done: string) => {
    setBusy(true);
    try {
      const { share_token: shareToken } = await call();
      editor.replace({ ...task, share_token: shareToken });
      notify({ type: 'positive', message: done });
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const share = () => run(() => shareTicket(task.uid), t('ui.tickets.details.share.shared'));
  const stop = async () => {
    const ok = await confirm({
      title: t('ui.tickets.details.share.stopTitle'),
      message: t('ui.tickets.details.share.stopText'),
      ok: t('ui.tickets.details.share.stop'),
      danger: true,
    });
    if (ok) await run(() => unshareTicket(task.uid), t('ui.tickets.details.share.stopped'));
  };

  return (
    <DetailsSection title={t('ui.tickets.details.sections.share')}>
      <Text size="sm" c="dimmed">
        {link ? t('ui.tickets.details.share.sharedText') : t('ui.tickets.details.share.text')}
      </Text>
      {link ? (
        <>
          <TextInput
            label={t('ui.tickets.details.share.link')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={copied ? t('ui.tickets.details.share.copied') : t('ui.tickets.details.share.copy')}
                  >
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      aria-label={t('ui.tickets.details.share.copy')}
                      onClick={copy}
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Group>
            <Button
              variant="default"
              size="xs"
              color="red"
              loading={busy}
              leftSection={<IconLinkOff size={14} aria-hidden />}
              onClick={() => void stop()}
            >
              {t('ui.tickets.details.share.stop')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button
            variant="default"
            size="xs"
            loading={busy}
            leftSection={<IconLink size={14} aria-hidden />}
            onClick={() => void share()}
          >
            {t('ui.tickets.details.share.button')}
          </Button>
        </Group>
      )}
    </DetailsSection>
  );
}
