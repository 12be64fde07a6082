import '@/shared/i18n/parts/portal';
import type { PortalComment, PortalMoment, PortalPin } from '@expertos/domain/approvals/portal';
import { PORTAL_COMMENT_MAX } from '@expertos/domain/approvals/portal';
import { formatClock } from '@expertos/domain/clock';
import { Alert, Badge, Button, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconClock, IconMapPin, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { pinsOn, portalCommentId } from './PortalImage';

/** A pinned comment's number on its image (the image shows the same). */
const pinNumber = (comments: readonly PortalComment[], index: number) => {
  const image = comments[index]?.pin?.image;
  return image === undefined ? 0 : pinsOn(comments, image).findIndex((pin) => pin.index === index) + 1;
};

/** Where the comment being written points (a pin, a moment), with a button to drop it. */
function DraftTarget({
  icon: Icon,
  text,
  clear,
  onClear,
}: {
  icon: typeof IconMapPin;
  text: string;
  clear: string;
  onClear: () => void;
}) {
  return (
    <Group gap={6}>
      <Badge
        variant="light"
        color="orange"
        leftSection={<Icon size={12} aria-hidden />}
        style={{ textTransform: 'none' }}
      >
        {text}
      </Badge>
      <CloseButton size="sm" aria-label={clear} onClick={onClear} />
    </Group>
  );
}

/**
 * A portal post's conversation with the team (docs/product.md#approvals): the comments the team
 * shared and the client's own, and a box to add one — apart from the decision, which it never is.
 */
export function PortalComments({
  itemKey,
  comments,
  busy,
  error,
  pin,
  onClearPin,
  moment,
  onClearMoment,
  onSend,
}: {
  itemKey: string;
  comments: PortalComment[];
  busy: boolean;
  error: unknown;
  /** The pin being placed on one of the post's images: the comment goes there. */
  pin: PortalPin | null;
  onClearPin: () => void;
  /** The moment of one of the post's recordings being commented on: the comment goes there. */
  moment: PortalMoment | null;
  onClearMoment: () => void;
  onSend: (body: string, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.portal.item' as const;
  const [body, setBody] = useState('');
  return (
    <Stack gap="xs" component="section" aria-label={t(`${k}.comments`)}>
      <Text size="sm" fw={600}>
        {t(`${k}.comments`)}
      </Text>
      {comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${k}.noComments`)}
        </Text>
      ) : (
        <Stack component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {comments.map((comment, index) => (
            <li
              key={`${comment.at}-${comment.author ?? ''}-${comment.body.slice(0, 20)}`}
              id={portalCommentId(itemKey, index)}
              tabIndex={-1}
            >
              <Text size="xs" c="dimmed">
                {[
                  comment.by_client
                    ? `${comment.author ?? ''} (${t(`${k}.client`)})`
                    : (comment.author ?? ''),
                  formatDateTime(comment.at),
                  comment.moment
                    ? t(`${k}.atMomentN`, {
                        time: formatClock(comment.moment.start_ms),
                        recording: comment.moment.recording + 1,
                      })
                    : comment.anchor === 'time'
                      ? t(`${k}.atMoment`)
                      : comment.pin
                        ? t(`${k}.onImageN`, {
                            number: pinNumber(comments, index),
                            image: comment.pin.image + 1,
                          })
                        : comment.anchor === 'pin'
                          ? t(`${k}.onImage`)
                          : null,
                  comment.resolved ? t(`${k}.resolved`) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                c={comment.resolved ? 'dimmed' : undefined}
              >
                {comment.body}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Textarea
        label={t(`${k}.addComment`)}
        description={t(`${k}.addCommentHint`)}
        autosize
        minRows={1}
        maxLength={PORTAL_COMMENT_MAX}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      {pin && (
        <DraftTarget
          icon={IconMapPin}
          text={t(`${k}.pinnedOn`, { image: pin.image + 1 })}
          clear={t(`${k}.removePin`)}
          onClear={onClearPin}
        />
      )}
      {moment && (
        <DraftTarget
          icon={IconClock}
          text={t(`${k}.momentDraft`, {
            time: formatClock(moment.start_ms),
            recording: moment.recording + 1,
          })}
          clear={t(`${k}.removeMoment`)}
          onClear={onClearMoment}
        />
      )}
      {Boolean(error) && !busy && (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      )}
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconSend size={14} aria-hidden />}
          disabled={!body.trim()}
          loading={busy}
          onClick={() => onSend(body.trim(), () => setBody(''))}
        >
          {t(`${k}.send`)}
        </Button>
      </Group>
    </Stack>
  );
}
