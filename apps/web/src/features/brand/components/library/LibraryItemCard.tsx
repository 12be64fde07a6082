import '@/shared/i18n/parts/brand-content';
import type { LibraryItem } from '@expertos/domain/brand.schema';
import { isExternalRole } from '@expertos/domain/roles';
import { Anchor, Button, Card, Group, Image, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBrandGoogleDrive,
  IconFile,
  IconLibraryPlus,
  IconMicrophone,
  IconPhoto,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { useFileUrl } from '@/shared/lib/use-file-url';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';
// Through the module's exports, so a test's spy answers the copy.
import * as libraryApi from '../../api/brand-library';
import { fetchBrandFile } from '../../api/brand-library';
import classes from './LibraryItemCard.module.css';

const ICONS = {
  image: IconPhoto,
  attachment: IconFile,
  recording: IconMicrophone,
  drive_link: IconBrandGoogleDrive,
};

const sizeText = (size: number | null) =>
  size === null
    ? null
    : size < 1024 * 1024
      ? `${Math.max(1, Math.round(size / 1024))} KB`
      : `${(size / 1024 / 1024).toFixed(1)} MB`;

/** A reference image's (or an image file's) preview, fetched with the token. */
function Preview({ item }: { item: LibraryItem }) {
  const isImage = item.kind === 'image' || Boolean(item.mime_type?.startsWith('image/'));
  const file = useFileUrl(item.url, (url, signal) => fetchBrandFile(url, signal), isImage);
  const Icon = ICONS[item.kind];
  if (isImage && file.src) return <Image src={file.src} alt="" className={classes.thumb} fit="cover" />;
  return (
    <ThemeIcon variant="light" size={56} radius="md" className={classes.icon} aria-hidden>
      <Icon size={28} />
    </ThemeIcon>
  );
}

/**
 * One asset: opening it shows the file (fetched with the token, then opened in a new tab) or
 * follows the Drive link; its task is one click away, except for an external, who cannot open
 * tasks (the task is named, not linked).
 */
export function LibraryItemCard({
  item,
  slug,
  brand,
}: {
  item: LibraryItem;
  slug: string;
  /** The brand's workspace and uid: files can be copied into its asset library. */
  brand?: { workspaceUid: string; projectUid: string };
}) {
  const { t } = useTranslation();
  const l = 'ui.brandContent.library' as const;
  const [failed, setFailed] = useState(false);
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const label = t(`${l}.open`, { name: item.name });
  const fromTask = t(`${l}.fromTask`, { id: item.ticket.id, summary: item.ticket.summary });
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () =>
      libraryApi.addToAssetLibrary(brand?.workspaceUid ?? '', brand?.projectUid ?? '', item.key),
    onSuccess: ({ name, existed }) => {
      // The asset library's queries live under the brand's key (features/assets/api/asset-queries.ts).
      void queryClient.invalidateQueries({
        queryKey: ['workspaces', brand?.workspaceUid, 'projects', brand?.projectUid, 'assets'],
      });
      notify({
        type: 'positive',
        message: t(existed ? `${l}.alreadyInAssets` : `${l}.addedToAssets`, { name }),
      });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  // Files only (a recording or a Drive link is not a file of the tickets' own).
  const copyable = brand && !external && (item.kind === 'image' || item.kind === 'attachment');

  async function openFile() {
    setFailed(false);
    // Opened first, filled once the bytes arrive: a window opened after an await is blocked.
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchBrandFile(item.url);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      setFailed(true);
    }
  }

  const body = (
    <Group gap="sm" wrap="nowrap" align="center">
      <Preview item={item} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[t(`${l}.${item.kind}`), sizeText(item.size)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );

  return (
    <Card withBorder radius="md" padding="sm" component="li" className={classes.card}>
      {item.kind === 'drive_link' ? (
        <Anchor
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          underline="never"
          c="inherit"
          aria-label={label}
        >
          {body}
        </Anchor>
      ) : (
        <UnstyledButton onClick={() => void openFile()} aria-label={label}>
          {body}
        </UnstyledButton>
      )}
      {external ? (
        <Text size="xs" c="dimmed" mt={6} lineClamp={1}>
          {fromTask}
        </Text>
      ) : (
        <Anchor component={Link} to={paths.brandTask(slug, item.ticket.uid)} size="xs" mt={6} lineClamp={1}>
          {fromTask}
        </Anchor>
      )}
      {copyable && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={4}
          leftSection={<IconLibraryPlus size={14} aria-hidden />}
          loading={add.isPending}
          onClick={() => add.mutate()}
          aria-label={t(`${l}.addToAssetsLabel`, { name: item.name })}
        >
          {t(`${l}.addToAssets`)}
        </Button>
      )}
      {failed && (
        <Text size="xs" c="red.7" role="alert">
          {t(`${l}.openFailed`)}
        </Text>
      )}
    </Card>
  );
}
