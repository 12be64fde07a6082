import type { AssetKind } from '@expertos/domain/assets';
import { Center, ThemeIcon } from '@mantine/core';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { type AssetThumbProps, useSlots } from '@/shared/ui/slots';
import { type AssetBrand, libraryAssetQueryOptions } from '../../api/library';
import type { ChosenMedium, LibraryMedium } from '../../lib/variant-draft';

/** The asset's kind, while its preview loads or where the app gave no preview. */
function KindIcon({ kind, height }: { kind: AssetKind; height: number }) {
  const Icon = kind === 'video' ? IconMovie : IconPhoto;
  return (
    <Center
      h={height}
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    >
      <ThemeIcon variant="light" color="gray" size={Math.min(48, height * 0.6)} radius="md" aria-hidden>
        <Icon size={Math.min(28, height * 0.3)} />
      </ThemeIcon>
    </Center>
  );
}

/**
 * A library asset's preview: the asset library's own thumbnail, which the app hands over
 * (features never import each other), with the kind's icon until it is there.
 */
export function LibraryThumb(props: AssetThumbProps) {
  const Thumb = useSlots().assetThumb[0];
  const fallback = <KindIcon kind={props.kind} height={props.height} />;
  if (!Thumb) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Thumb {...props} />
    </Suspense>
  );
}

/**
 * A library asset the variant carries: the preview of the version picked, or, for a saved
 * variant shown again, of the asset's version in use once read.
 */
export function ChosenAssetThumb({
  brand,
  medium,
  height,
}: {
  brand: AssetBrand;
  medium: ChosenMedium & { asset: LibraryMedium };
  height: number;
}) {
  const known = medium.asset.version;
  const read = useQuery({ ...libraryAssetQueryOptions(brand, medium.uid), enabled: known === null });
  const version = known ?? read.data?.version ?? null;
  if (!version) return <KindIcon kind={medium.kind} height={height} />;
  return (
    <LibraryThumb brand={brand} assetUid={medium.uid} kind={medium.kind} version={version} height={height} />
  );
}
