import '@/shared/i18n/parts/assets';
import type { AssetFolder } from '@expertos/domain/assets';
import { ActionIcon, Box, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconArrowMoveRight,
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconFolder,
  IconFolderOff,
  IconFolderOpen,
  IconFolderPlus,
  IconFolders,
  IconPencil,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFolderTree, type FolderNode, folderPath } from '../../lib/folder-tree';

const f = 'ui.assets.folders' as const;

/** The library's folder choice: null for every folder, `root` for assets in none, else a folder's uid. */
export type FolderChoice = string | null;
export const NO_FOLDER = 'root';

export type FolderAction = 'create' | 'rename' | 'move' | 'delete';

export interface FolderTreeProps {
  folders: readonly AssetFolder[];
  selected: FolderChoice;
  onSelect: (choice: FolderChoice) => void;
  /** Offers the folder actions (brand members; not externals). */
  editable: boolean;
  onAction: (action: FolderAction, folder: AssetFolder) => void;
}

function Row({
  label,
  icon,
  depth,
  selected,
  onSelect,
  toggle,
  extra,
  menu,
}: {
  label: string;
  icon: ReactNode;
  depth: number;
  selected: boolean;
  onSelect: () => void;
  toggle?: ReactNode;
  extra?: ReactNode;
  menu?: ReactNode;
}) {
  return (
    <Group
      gap={2}
      wrap="nowrap"
      pl={depth * 14}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Box w={22} style={{ flexShrink: 0 }}>
        {toggle}
      </Box>
      <UnstyledButton
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        py={6}
        px={4}
        style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6 }}
      >
        {icon}
        <Text size="sm" fw={selected ? 600 : 400} truncate>
          {label}
        </Text>
        {extra}
      </UnstyledButton>
      {menu}
    </Group>
  );
}

/**
 * The folder tree: "All assets", "No folder", then the brand's folders nested (the branches
 * leading to the chosen folder open). Each folder's menu creates a folder inside it, renames it,
 * moves it ("Move to…") or deletes it (the server refuses a folder that is not empty).
 */
export function FolderTree({ folders, selected, onSelect, editable, onAction }: FolderTreeProps) {
  const { t } = useTranslation();
  const tree = useMemo(() => buildFolderTree(folders), [folders]);
  const onPath = useMemo(
    () =>
      new Set(folderPath(folders, selected && selected !== NO_FOLDER ? selected : null).map((x) => x.uid)),
    [folders, selected],
  );
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  const renderNode = (node: FolderNode): ReactNode => {
    const { folder } = node;
    const hasChildren = node.children.length > 0;
    const open = toggled[folder.uid] ?? onPath.has(folder.uid);
    const isSelected = selected === folder.uid;
    return (
      <li key={folder.uid}>
        <Row
          label={folder.name}
          depth={node.depth + 1}
          selected={isSelected}
          onSelect={() => onSelect(folder.uid)}
          icon={
            isSelected ? (
              <IconFolderOpen size={16} aria-hidden style={{ flexShrink: 0 }} />
            ) : (
              <IconFolder size={16} aria-hidden style={{ flexShrink: 0 }} />
            )
          }
          extra={
            folder.open_to_externals ? (
              <Tooltip label={t(`${f}.openBadge`)}>
                <IconWorld size={14} aria-label={t(`${f}.openBadge`)} style={{ flexShrink: 0 }} />
              </Tooltip>
            ) : null
          }
          toggle={
            hasChildren ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-expanded={open}
                aria-label={t(open ? `${f}.collapse` : `${f}.expand`, { name: folder.name })}
                onClick={() => setToggled((current) => ({ ...current, [folder.uid]: !open }))}
              >
                {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              </ActionIcon>
            ) : null
          }
          menu={
            editable ? (
              <Menu position="bottom-end" withinPortal={false}>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t(`${f}.actions`, { name: folder.name })}
                  >
                    <IconDots size={14} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconFolderPlus size={14} aria-hidden />}
                    onClick={() => onAction('create', folder)}
                  >
                    {t(`${f}.newInside`)}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => onAction('rename', folder)}
                  >
                    {t(`${f}.rename`)}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconArrowMoveRight size={14} aria-hidden />}
                    onClick={() => onAction('move', folder)}
                  >
                    {t(`${f}.move`)}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => onAction('delete', folder)}
                  >
                    {t(`${f}.delete`)}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null
          }
        />
        {hasChildren && open && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{node.children.map(renderNode)}</ul>
        )}
      </li>
    );
  };

  return (
    <nav aria-label={t(`${f}.title`)}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <Row
            label={t(`${f}.all`)}
            depth={0}
            selected={selected === null}
            onSelect={() => onSelect(null)}
            icon={<IconFolders size={16} aria-hidden style={{ flexShrink: 0 }} />}
          />
        </li>
        <li>
          <Row
            label={t(`${f}.none`)}
            depth={0}
            selected={selected === NO_FOLDER}
            onSelect={() => onSelect(NO_FOLDER)}
            icon={<IconFolderOff size={16} aria-hidden style={{ flexShrink: 0 }} />}
          />
        </li>
        {tree.map(renderNode)}
      </ul>
    </nav>
  );
}
