import '@/shared/i18n/parts/portal';
import type { ApprovalContact } from '@expertos/domain/approvals/contacts';
import type { CreatedPortalLink } from '@expertos/domain/approvals/portal';
import { ActionIcon, Button, Code, CopyButton, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDots, IconLink, IconLinkOff, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { usePortalLink } from '../../api/portal';

/**
 * A client contact's portal link (docs/product.md#approvals): its state, sending a link (a new
 * one replaces the old, after a confirmation), making one without e-mail, and revoking it. The
 * link is shown once, in a dialog, as the server keeps only its hash.
 */
export function PortalLinkControls({
  projectUid,
  contact,
}: {
  projectUid: string;
  contact: ApprovalContact;
}) {
  const { t } = useTranslation();
  const k = 'ui.portal.link' as const;
  const { create, revoke } = usePortalLink(projectUid);
  const [created, setCreated] = useState<CreatedPortalLink | null>(null);
  const { portal } = contact;
  const active = portal.state === 'active';

  const stateText =
    portal.state === 'active'
      ? portal.last_used_at
        ? t(`${k}.active`, { when: formatDateTime(portal.last_used_at) })
        : t(`${k}.activeNever`)
      : t(`${k}.${portal.state}`);

  async function send(sendEmail: boolean) {
    if (
      active &&
      !(await confirm({
        title: t(`${k}.sendNewTitle`, { name: contact.name }),
        message: t(`${k}.sendNewText`),
        ok: t(`${k}.sendNew`),
      }))
    )
      return;
    create.mutate({ contactUid: contact.uid, sendEmail }, { onSuccess: setCreated });
  }

  async function askRevoke() {
    const sure = await confirm({
      title: t(`${k}.revokeTitle`, { name: contact.name }),
      message: t(`${k}.revokeText`),
      ok: t(`${k}.revoke`, { name: contact.name }),
      danger: true,
    });
    if (sure)
      revoke.mutate(contact.uid, {
        onSuccess: () => notify({ type: 'positive', message: t(`${k}.revokedDone`) }),
      });
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c={active ? 'teal' : 'dimmed'}>
          {active ? <IconLink size={12} aria-hidden /> : <IconLinkOff size={12} aria-hidden />} {stateText}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconMailForward size={14} aria-hidden />}
          loading={create.isPending}
          onClick={() => void send(true)}
        >
          {active ? t(`${k}.sendNew`) : t(`${k}.send`)}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t(`${k}.menu`, { name: contact.name })}
            >
              <IconDots size={14} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconCopy size={14} aria-hidden />} onClick={() => void send(false)}>
              {t(`${k}.copyOnly`)}
            </Menu.Item>
            {active && (
              <Menu.Item
                color="red"
                leftSection={<IconLinkOff size={14} aria-hidden />}
                onClick={() => void askRevoke()}
              >
                {t(`${k}.revoke`, { name: contact.name })}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {create.isError && <FormAlert>{errorText(create.error)}</FormAlert>}
      {revoke.isError && <FormAlert>{errorText(revoke.error)}</FormAlert>}
      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={t(`${k}.createdTitle`, { name: contact.name })}
        centered
      >
        {created && (
          <Stack gap="sm">
            <Text size="sm">
              {created.emailed
                ? t(`${k}.createdEmailed`, { email: contact.email })
                : t(`${k}.createdNotEmailed`, { name: contact.name })}
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {created.url}
            </Code>
            <Group justify="flex-end" gap="sm">
              <CopyButton value={created.url}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                    }
                    onClick={copy}
                  >
                    {copied ? t(`${k}.copied`) : t(`${k}.copy`)}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setCreated(null)}>{t(`${k}.close`)}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
