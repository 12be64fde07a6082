import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS, shortcutKeys } from '@/shared/lib/shortcuts';
import { closeShortcutsSheet, usePaletteStore } from '../palette-store';

/** The `?` sheet: every shortcut with its keys (docs/product.md#keyboard-shortcuts). */
export function ShortcutsSheet() {
  const { t } = useTranslation();
  const opened = usePaletteStore((state) => state.sheet);
  return (
    <Modal
      opened={opened}
      onClose={closeShortcutsSheet}
      title={t('ui.shortcuts.sheet')}
      size="lg"
      transitionProps={{ exitDuration: 0 }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('ui.shortcuts.intro')}
      </Text>
      <Table verticalSpacing={6} data-testid="shortcuts-sheet">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{t('ui.shortcuts.keyColumn')}</Table.Th>
            <Table.Th>{t('ui.shortcuts.actionColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((def) => (
            <Table.Tr key={def.id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {shortcutKeys(def).map((key) => (
                    <Kbd key={key} size="sm">
                      {key}
                    </Kbd>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`ui.shortcuts.items.${def.id}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
