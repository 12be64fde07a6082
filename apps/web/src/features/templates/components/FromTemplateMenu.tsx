import '@/shared/i18n/parts/templates';
import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import type { NewTicketFromProps } from '@/shared/ui/slots';
import { useMakeFromTemplate } from '../hooks/use-make-from-template';
import { useUsableTemplates } from '../hooks/use-templates';

/**
 * "From template" in the new-ticket dialogs (docs/product.md#templates): the templates usable on
 * the brand in a menu; choosing one makes the ticket, dated from the dialog's day if it has one,
 * and opens it.
 */
export function FromTemplateMenu({ workspaceUid, projectUid, anchor, onMade }: NewTicketFromProps) {
  const { t } = useTranslation();
  const templates = useUsableTemplates(projectUid);
  const make = useMakeFromTemplate(workspaceUid);
  const [failure, setFailure] = useState<string | null>(null);
  const items = templates.data ?? [];

  const choose = (template: { uid: string; name: string }) => {
    if (!projectUid) return;
    setFailure(null);
    make.mutate(
      { projectUid, template, anchor },
      {
        onSuccess: onMade,
        onError: (error) => setFailure(t('ui.templates.make.failed', { reason: errorText(error) })),
      },
    );
  };

  const button = (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconTemplate size={14} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      loading={make.isPending}
      disabled={!projectUid}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('ui.templates.make.fromTemplate')}
    </Button>
  );

  return (
    <>
      {projectUid ? (
        <Menu position="bottom-start" withinPortal shadow="md">
          <Menu.Target>{button}</Menu.Target>
          <Menu.Dropdown aria-label={t('ui.templates.make.choose')} mah={320} style={{ overflowY: 'auto' }}>
            {templates.isPending && <Menu.Label>{t('ui.templates.make.loading')}</Menu.Label>}
            {templates.isError && <Menu.Label c="red">{t('ui.templates.make.loadFailed')}</Menu.Label>}
            {templates.isSuccess && items.length === 0 && (
              <Menu.Label>{t('ui.templates.make.none')}</Menu.Label>
            )}
            {items.map((template) => (
              <Menu.Item key={template.uid} onClick={() => choose(template)} maw={360}>
                <Text size="sm" truncate="end">
                  {template.name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {template.scope === 'workspace'
                    ? t('ui.templates.make.workspaceHint', { summary: template.body.summary })
                    : template.body.summary}
                </Text>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Group gap="xs">
          {button}
          <Text size="xs" c="dimmed">
            {t('ui.templates.make.chooseBrand')}
          </Text>
        </Group>
      )}
      <FormAlert>{failure}</FormAlert>
    </>
  );
}
