import { Image, Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlots } from '@/shared/ui/slots';

export interface ReferenceImageViewerProps {
  ticketUid: string;
  /** The image shown, or null while the viewer is closed. */
  image: { uid: string; name: string; src: string } | null;
  onClose: () => void;
}

/**
 * A reference image shown large, in a dialog (the whole screen on a phone). What fills it comes
 * from another feature (the image's pinned comments, app/slots.tsx); without it, the image alone.
 */
export function ReferenceImageViewer({ ticketUid, image, onClose }: ReferenceImageViewerProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const View = useSlots().imageView[0];
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={image ? t('ui.tickets.details.imageViewer', { name: image.name }) : ''}
      size="80rem"
      fullScreen={phone}
      data-testid="reference-image-viewer"
    >
      {image &&
        (View ? (
          <Suspense fallback={null}>
            <View ticketUid={ticketUid} image={image} />
          </Suspense>
        ) : (
          <Image src={image.src} alt={image.name} fit="contain" mah="75vh" />
        ))}
    </Modal>
  );
}
