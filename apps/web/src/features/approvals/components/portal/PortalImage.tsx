import '@/shared/i18n/parts/portal';
import type { PortalComment, PortalPin } from '@expertos/domain/approvals/portal';
import { Box, Button, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PinLayer, type PinPlace } from '@/shared/ui/pins/PinLayer';

/** The id of a portal comment's element, for a pin to bring it into view. */
export const portalCommentId = (itemKey: string, index: number) => `portal-${itemKey}-comment-${index}`;

/**
 * The pinned comments of one image, numbered in the order they were written (the comments list
 * names them the same way).
 */
export function pinsOn(comments: readonly PortalComment[], image: number) {
  const pins: { uid: string; index: number; pin: PortalPin; comment: PortalComment }[] = [];
  comments.forEach((comment, index) => {
    if (comment.pin?.image === image) pins.push({ uid: String(index), index, pin: comment.pin, comment });
  });
  return pins;
}

/**
 * One of a portal post's images with the pins of its comments, and "Pin a comment": a click on
 * the image puts a point, a drag a box, the arrow keys move it; the comment box below then
 * sends the comment pinned there (docs/product.md#approvals).
 */
export function PortalImage({
  itemKey,
  image,
  index,
  comments,
  draft,
  onDraft,
}: {
  itemKey: string;
  image: { url: string; name: string };
  index: number;
  comments: readonly PortalComment[];
  /** The pin being placed on this image, if any. */
  draft: PinPlace | null;
  onDraft: (place: PinPlace | null) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.portal.item' as const;
  const draftRef = useRef<HTMLButtonElement>(null);
  const pins = pinsOn(comments, index);
  const numbers = new Map(pins.map((pin, n) => [pin.uid, n + 1]));
  const start = () => {
    onDraft({ x: 0.5, y: 0.5 });
    requestAnimationFrame(() => draftRef.current?.focus());
  };
  return (
    <Stack gap={6}>
      <Box pos="relative" style={{ userSelect: 'none', lineHeight: 0 }}>
        <img
          src={image.url}
          alt={image.name}
          draggable={false}
          style={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'contain', borderRadius: 8 }}
        />
        <PinLayer
          pins={pins.map((pin) => ({ uid: pin.uid, place: pin.pin, resolved: pin.comment.resolved }))}
          numbers={numbers}
          activeUid={null}
          onPick={(uid) => {
            const element = document.getElementById(portalCommentId(itemKey, Number(uid)));
            element?.scrollIntoView?.({ block: 'nearest' });
            element?.focus();
          }}
          draft={draft}
          onDraft={onDraft}
          onCancelDraft={() => onDraft(null)}
          draftRef={draftRef}
          labelOf={(uid) => {
            const pin = pins.find((candidate) => candidate.uid === uid);
            return t(`${k}.pinBy`, { number: numbers.get(uid), name: pin?.comment.author ?? '' });
          }}
          draftLabel={t(`${k}.pinDraft`)}
        />
      </Box>
      {draft ? (
        <Text size="xs" c="dimmed" role="status">
          {t(`${k}.pinHint`)}
        </Text>
      ) : (
        <div>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconMapPinPlus size={14} aria-hidden />}
            onClick={start}
            aria-label={`${t(`${k}.pinHere`)}: ${image.name || index + 1}`}
          >
            {t(`${k}.pinHere`)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
