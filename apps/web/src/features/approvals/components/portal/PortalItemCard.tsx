import '@/shared/i18n/parts/portal';
import type { PortalItem, PortalMoment, PortalPin } from '@expertos/domain/approvals/portal';
import type { RoundDecision } from '@expertos/domain/approvals/round';
import { POST_PLATFORMS, type PostPlatform } from '@expertos/domain/tickets';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconMessageDots, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDay } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { PortalImage } from './PortalImage';
import { PortalRecording } from './PortalRecording';

/** A network's name as people write it (`instagram` → Instagram); one the app has no name for, capitalised. */
const networkName = (network: string, t: TFunction) =>
  (POST_PLATFORMS as readonly string[]).includes(network)
    ? t(`ui.tickets.list.platforms.${network as PostPlatform}`)
    : network.charAt(0).toUpperCase() + network.slice(1);

export interface PortalItemCardProps {
  item: PortalItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  busy: boolean;
  error: unknown;
  /** The item changed while the client looked at it (a 409 answered the newer version). */
  changed: boolean;
  onDecide: (decision: RoundDecision, comment: string) => void;
  /** The conversation under the post (the page holds its mutation). */
  conversation: ReactNode;
  /** The pin being placed on one of the post's images (the comment box sends it). */
  pinDraft: PortalPin | null;
  onPinDraft: (pin: PortalPin | null) => void;
  /** The moment of one of the post's recordings the comment box will send. */
  momentDraft: PortalMoment | null;
  onMomentDraft: (moment: PortalMoment | null) => void;
}

/**
 * One post of the portal as it will appear (each network's variant when the team made them),
 * with the client's decision: approve, ask for changes (a comment is needed) or reject.
 */
export function PortalItemCard({
  item,
  selected,
  onSelect,
  busy,
  error,
  changed,
  onDecide,
  conversation,
  pinDraft,
  onPinDraft,
  momentDraft,
  onMomentDraft,
}: PortalItemCardProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.portal.item' as const;
  const headingId = useId();
  const [comment, setComment] = useState('');
  const [missingComment, setMissingComment] = useState(false);

  async function decide(decision: RoundDecision) {
    if (decision === 'changes_requested' && !comment.trim()) {
      setMissingComment(true);
      return;
    }
    setMissingComment(false);
    if (
      decision === 'rejected' &&
      !(await confirm({
        title: t(`${k}.rejectTitle`),
        message: t(`${k}.rejectText`),
        ok: t(`${k}.reject`),
        danger: true,
      }))
    )
      return;
    onDecide(decision, comment.trim());
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0, flex: '1 1 16rem' }}>
            {item.waiting && (
              <Checkbox
                mt={4}
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
                aria-label={t('ui.portal.page.select', { summary: item.summary })}
              />
            )}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title id={headingId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {item.summary}
              </Title>
              <Text size="sm" c="dimmed">
                {[
                  item.requested_by ? t(`${k}.requestedBy`, { name: item.requested_by }) : null,
                  item.due_date ? t(`${k}.due`, { date: formatDay(item.due_date, i18n.language) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </Group>
          <Group gap={6}>
            <Badge variant="light" color="grape">
              {t(`${k}.step`, item.step)}
            </Badge>
            {item.platform && (
              <Badge variant="light">{t(`ui.tickets.list.platforms.${item.platform}`)}</Badge>
            )}
            {item.format && <Badge variant="outline">{t(`ui.tickets.list.formats.${item.format}`)}</Badge>}
          </Group>
        </Group>

        {changed && (
          <Alert color="orange" role="status">
            {t(`${k}.changed`)}
          </Alert>
        )}

        {item.images.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} aria-label={t(`${k}.images`)}>
            {item.images.map((image, index) => (
              <PortalImage
                key={image.url}
                itemKey={item.key}
                image={image}
                index={index}
                comments={item.comments}
                draft={pinDraft?.image === index ? pinDraft : null}
                onDraft={(place) => onPinDraft(place ? { image: index, ...place } : null)}
              />
            ))}
          </SimpleGrid>
        )}

        {item.recordings.length > 0 && (
          <Stack gap="sm" component="section" aria-label={t(`${k}.recordings`)}>
            {item.recordings.map((recording, index) => (
              <PortalRecording
                key={recording.url}
                recording={recording}
                index={index}
                comments={item.comments}
                draft={momentDraft?.recording === index ? momentDraft : null}
                onDraft={(moment) => onMomentDraft({ recording: index, ...moment })}
              />
            ))}
          </Stack>
        )}

        {item.variants.length === 0 ? (
          <Text
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={item.caption ? undefined : 'dimmed'}
          >
            {item.caption || t(`${k}.noCaption`)}
          </Text>
        ) : (
          item.variants.map((variant, index) => (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: variants carry no id (the portal names no channel); the list never reorders in place.
              key={`${variant.network}-${index}`}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label={t(`${k}.asItWillLook`, { network: networkName(variant.network, t) })}
            >
              <Stack gap={6}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  {t(`${k}.asItWillLook`, { network: networkName(variant.network, t) })}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="filled" radius="xl" size="lg" aria-hidden>
                    {item.brand.charAt(0).toUpperCase()}
                  </Badge>
                  <Text fw={600} size="sm">
                    {item.brand}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{variant.text}</Text>
                {variant.link && (
                  <Text size="sm" c="blue" style={{ overflowWrap: 'anywhere' }}>
                    {t(`${k}.link`, { url: variant.link })}
                  </Text>
                )}
                {variant.first_comment && (
                  <Stack gap={2}>
                    <Text size="xs" fw={600}>
                      {t(`${k}.firstComment`)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {variant.first_comment}
                    </Text>
                  </Stack>
                )}
              </Stack>
            </Paper>
          ))
        )}

        {item.hooks.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t(`${k}.hooks`)}
            </Text>
            <List size="sm">
              {item.hooks.map((hook) => (
                <List.Item key={hook}>{hook}</List.Item>
              ))}
            </List>
          </Stack>
        )}

        {item.my_decision && (
          <Alert color={item.my_decision === 'approved' ? 'green' : 'orange'} role="status">
            {t(`${k}.decided.${item.my_decision}`)}
          </Alert>
        )}

        {item.waiting && (
          <>
            <Textarea
              label={t(`${k}.comment`)}
              description={t(`${k}.commentHint`)}
              autosize
              minRows={2}
              maxLength={4000}
              value={comment}
              error={missingComment ? t('errors.validation_error') : undefined}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            {Boolean(error) && !busy && (
              <Alert color="red" role="alert">
                {errorText(error)}
              </Alert>
            )}
            <Group gap="sm">
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={busy}
                onClick={() => void decide('approved')}
              >
                {t(`${k}.approve`)}
              </Button>
              <Button
                variant="default"
                leftSection={<IconMessageDots size={16} aria-hidden />}
                disabled={busy}
                onClick={() => void decide('changes_requested')}
              >
                {t(`${k}.changes`)}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} aria-hidden />}
                disabled={busy}
                onClick={() => void decide('rejected')}
              >
                {t(`${k}.reject`)}
              </Button>
            </Group>
          </>
        )}

        {conversation}
      </Stack>
    </Card>
  );
}
