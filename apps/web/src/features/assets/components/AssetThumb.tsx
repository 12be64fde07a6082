import { type AssetBrand, assetPreviewPath } from '@expertos/api-client/assets';
import type { AssetKind, AssetPreviewSize, AssetVersion } from '@expertos/domain/assets';
import { Center, Image, ThemeIcon } from '@mantine/core';
import {
  IconFile,
  IconFileText,
  IconFileTypePdf,
  IconMovie,
  IconMusic,
  IconPhoto,
} from '@tabler/icons-react';
import { useFileUrl } from '@/shared/lib/use-file-url';
import * as calls from '../api/asset-calls';
import { useSeen } from '../hooks/use-seen';

export const KIND_ICONS = {
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
  pdf: IconFileTypePdf,
  document: IconFileText,
  other: IconFile,
} as const;

export interface AssetThumbProps {
  brand: AssetBrand;
  assetUid: string;
  kind: AssetKind;
  version: Pick<AssetVersion, 'uid' | 'preview'>;
  size?: AssetPreviewSize;
  /** The box's height in px (the width follows its container). */
  height: number;
  alt?: string;
}

/**
 * A version's preview (a WebP the worker made), fetched with the bearer token once the card is
 * near the viewport; the kind's icon while there is none, or none can be had (`preview` not
 * ready, a 404, a failed fetch).
 */
export function AssetThumb({
  brand,
  assetUid,
  kind,
  version,
  size = 'small',
  height,
  alt = '',
}: AssetThumbProps) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const ready = version.preview === 'ready';
  const file = useFileUrl(
    assetPreviewPath(brand, assetUid, version.uid, size),
    (_url, signal) => calls.fetchPreview(brand, assetUid, version.uid, size, signal),
    ready && seen,
  );
  const Icon = KIND_ICONS[kind];
  return (
    <Center
      ref={ref}
      h={height}
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    >
      {ready && file.src ? (
        <Image src={file.src} alt={alt} h={height} w="100%" fit={size === 'large' ? 'contain' : 'cover'} />
      ) : (
        <ThemeIcon variant="light" color="gray" size={Math.min(64, height * 0.6)} radius="md" aria-hidden>
          <Icon size={Math.min(32, height * 0.3)} />
        </ThemeIcon>
      )}
    </Center>
  );
}
