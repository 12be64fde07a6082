import '@/shared/i18n/parts/approvals';
import { APPROVAL_DAYS_DEFAULT, APPROVAL_DAYS_MAX } from '@expertos/domain/approval.schema';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useSendApproval } from '../api/approvals';

export interface SendForApprovalModalProps {
  opened: boolean;
  onClose: () => void;
  projectUid: string;
  /** The posts to send (one from a ticket, many from the list's selection). */
  ticketUids: readonly string[];
  /** Called once the link is sent. */
  onSent?: () => void;
}

/** The address, name and message of the person asked; the link is e-mailed and shown once here. */
export function SendForApprovalModal({
  opened,
  onClose,
  projectUid,
  ticketUids,
  onSent,
}: SendForApprovalModalProps) {
  const { t } = useTranslation();
  const k = 'ui.approvals.send' as const;
  const send = useSendApproval(projectUid, ticketUids[0] ?? '');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState<number>(APPROVAL_DAYS_DEFAULT);

  function close() {
    send.reset();
    setEmail('');
    setName('');
    setMessage('');
    setDays(APPROVAL_DAYS_DEFAULT);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      {
        ticket_uids: [...ticketUids],
        email: email.trim(),
        name: name.trim() || undefined,
        message: message.trim() || undefined,
        expires_in_days: days,
      },
      { onSuccess: () => onSent?.() },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t(`${k}.title`)} size="lg">
      {send.data ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            {t(`${k}.sent`, { email: send.data.recipient_email })}
          </Alert>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('ui.approvals.section.title')}
              value={send.data.url}
              readOnly
              style={{ flex: 1 }}
            />
            <CopyButton value={send.data.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t(`${k}.copied`) : t(`${k}.copy`)}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>{t('ui.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t(`${k}.intro`)}
            </Text>
            <TextInput
              label={t(`${k}.email`)}
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label={t(`${k}.name`)}
              description={t(`${k}.nameHint`)}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Textarea
              label={t(`${k}.message`)}
              autosize
              minRows={2}
              maxLength={2000}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <NumberInput
              label={t(`${k}.days`)}
              description={t(`${k}.daysHint`)}
              min={1}
              max={APPROVAL_DAYS_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              value={days}
              onChange={(value) => setDays(typeof value === 'number' ? value : APPROVAL_DAYS_DEFAULT)}
              w={200}
            />
            {send.isError && (
              <Alert color="red" role="alert">
                {errorText(send.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('ui.common.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t(`${k}.submit`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
