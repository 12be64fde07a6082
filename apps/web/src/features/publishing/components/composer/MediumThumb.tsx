import { Box, Center, Image } from '@mantine/core';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { useFileUrl } from '@/shared/lib/use-file-url';
import { fetchMediaFile } from '../../api/publications';
import type { MediumFacts } from '../../lib/variant-draft';

/** A file of the post, fetched with the token; a video or a file still loading shows its kind. */
export function MediumThumb({
  medium,
  alt,
  height,
  width,
}: {
  medium: MediumFacts;
  alt: string;
  height: number | string;
  width?: number | string;
}) {
  const image = medium.mime_type.startsWith('image/');
  // A library asset without a preview yet has no address to read.
  const file = useFileUrl(medium.url, fetchMediaFile, image && medium.url !== '');
  if (image && file.src)
    return <Image src={file.src} alt={alt} h={height} w={width ?? '100%'} fit="cover" radius="sm" />;
  return (
    <Box h={height} w={width ?? '100%'} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
      <Center h="100%" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        {image ? <IconPhoto size={20} aria-hidden /> : <IconMovie size={20} aria-hidden />}
      </Center>
    </Box>
  );
}
