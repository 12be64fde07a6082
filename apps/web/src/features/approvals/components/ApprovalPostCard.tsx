import '@/shared/i18n/parts/approvals';
import type { ApprovalDecision, ApprovalPost } from '@expertos/domain/approval.schema';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconMessageDots, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useFindingText } from '@/shared/lib/brand-finding-text';
import { formatDay } from '@/shared/lib/format';

const DECISION_COLOR = { approved: 'green', rejected: 'red', changes_requested: 'orange' } as const;

export interface ApprovalPostCardProps {
  post: ApprovalPost;
  busy: boolean;
  error: unknown;
  onDecide: (decision: ApprovalDecision, comment: string) => void;
}

/** One post as it will appear, its brand check, and the three decisions with a comment. */
export function ApprovalPostCard({ post, busy, error, onDecide }: ApprovalPostCardProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.approvals.page' as const;
  const headingId = useId();
  const findingText = useFindingText();
  const [comment, setComment] = useState(post.comment ?? '');
  const [missingComment, setMissingComment] = useState(false);

  function decide(decision: ApprovalDecision) {
    if (decision === 'changes_requested' && !comment.trim()) {
      setMissingComment(true);
      return;
    }
    setMissingComment(false);
    onDecide(decision, comment.trim());
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title id={headingId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {post.summary}
          </Title>
          <Group gap={6}>
            {post.platform && (
              <Badge variant="light">{t(`ui.tickets.list.platforms.${post.platform}`)}</Badge>
            )}
            {post.format && <Badge variant="outline">{t(`ui.tickets.list.formats.${post.format}`)}</Badge>}
          </Group>
        </Group>
        {post.due_date && (
          <Text size="sm" c="dimmed">
            {t(`${k}.due`, { date: formatDay(post.due_date, i18n.language) })}
          </Text>
        )}
        {post.images.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} aria-label={t(`${k}.images`)}>
            {post.images.map((image) => (
              <Image key={image.url} src={image.url} alt={image.name} radius="md" fit="contain" mah={360} />
            ))}
          </SimpleGrid>
        )}
        <Text
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={post.caption ? undefined : 'dimmed'}
        >
          {post.caption || t(`${k}.noCaption`)}
        </Text>
        {post.hooks.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t(`${k}.hooks`)}
            </Text>
            <List size="sm">
              {post.hooks.map((hook) => (
                <List.Item key={hook}>{hook}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t(`${k}.findingsTitle`)}
          </Text>
          {post.findings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(`${k}.noFindings`)}
            </Text>
          ) : (
            <List size="sm">
              {post.findings.map((finding) => (
                // A finding is one per kind and place in the caption (the slate's is one per post).
                <List.Item key={`${finding.kind}-${'start' in finding ? finding.start : 0}`}>
                  {findingText(finding)}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        {post.decision && (
          <Alert color={DECISION_COLOR[post.decision]} role="status">
            <Text size="sm" fw={600}>
              {t(`${k}.decided`, { decision: t(`ui.approvals.decisions.${post.decision}`) })}
            </Text>
            <Text size="xs">{t(`${k}.change`)}</Text>
          </Alert>
        )}
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
            onClick={() => decide('approved')}
          >
            {t(`${k}.approve`)}
          </Button>
          <Button
            variant="default"
            leftSection={<IconMessageDots size={16} aria-hidden />}
            disabled={busy}
            onClick={() => decide('changes_requested')}
          >
            {t(`${k}.changes`)}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy}
            onClick={() => decide('rejected')}
          >
            {t(`${k}.reject`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
