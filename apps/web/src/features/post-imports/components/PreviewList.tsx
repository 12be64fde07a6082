import '@/shared/i18n/parts/post-imports';
import type { PostImportRow } from '@expertos/domain/post-import';
import { Anchor, Badge, Box, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

function Thumb({ row }: { row: PostImportRow }) {
  const size = 72;
  if (row.state === 'pending') {
    return (
      <Box w={size} h={size} style={{ display: 'grid', placeItems: 'center' }}>
        <Loader size="sm" />
      </Box>
    );
  }
  // Only https images: the app's content policy refuses plain-http ones.
  if (!row.image_url?.startsWith('https://')) {
    return (
      <Box
        w={size}
        h={size}
        bg="var(--mantine-color-gray-1)"
        style={{ display: 'grid', placeItems: 'center', borderRadius: 8 }}
      >
        <IconLink size={24} aria-hidden color="var(--mantine-color-gray-6)" />
      </Box>
    );
  }
  // The page's own image, shown from its site: an outside address, never fetched by the server.
  return (
    <Image
      src={row.image_url}
      alt=""
      w={size}
      h={size}
      radius="md"
      fit="cover"
      referrerPolicy="no-referrer"
      loading="lazy"
      fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
    />
  );
}

/** Each link with what its page says about itself, and what became of it. */
export function PreviewList({ rows, slug }: { rows: PostImportRow[]; slug: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Group
          key={row.line}
          component="li"
          wrap="nowrap"
          align="flex-start"
          gap="md"
          p="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 12 }}
        >
          <Thumb row={row} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.title ?? (row.state === 'pending' ? '…' : t('ui.postImports.noTitle'))}
              </Text>
              <Badge variant="light" size="sm">
                {t(`ui.tickets.list.platforms.${row.platform}`)}
              </Badge>
              {row.state === 'refused' && (
                <Badge color="red" variant="light" size="sm">
                  {t('ui.postImports.refused')}
                </Badge>
              )}
              {row.ticket && (
                <Anchor component={Link} to={paths.brandTask(slug, row.ticket.uid)} size="sm">
                  {t('ui.postImports.created', { id: `#${row.ticket.id}` })}
                </Anchor>
              )}
            </Group>
            {row.description && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {row.description}
              </Text>
            )}
            <Anchor
              href={row.url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              style={{ overflowWrap: 'anywhere' }}
            >
              {row.url}
            </Anchor>
            {row.note && (
              <Text size="xs" c={row.state === 'refused' ? 'red' : 'dimmed'}>
                {t('ui.postImports.lineNote', { line: row.line, note: row.note })}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
