import type { PortalComment } from '@expertos/domain/approvals/portal';
import { PORTAL_COMMENT_MAX } from '@expertos/domain/approvals/portal';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format-date';

/**
 * A portal post's conversation with the team (docs/product.md#approvals): the comments the team
 * shared and the client's own, and a box to add one — apart from the decision, which it never is.
 */
export function PortalComments({
  comments,
  busy,
  error,
  onSend,
}: {
  comments: PortalComment[];
  busy: boolean;
  error: unknown;
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
          {comments.map((comment) => (
            <li key={`${comment.at}-${comment.author ?? ''}-${comment.body.slice(0, 20)}`}>
              <Text size="xs" c="dimmed">
                {[
                  comment.by_client
                    ? `${comment.author ?? ''} (${t(`${k}.client`)})`
                    : (comment.author ?? ''),
                  formatDateTime(comment.at),
                  comment.anchor === 'time'
                    ? t(`${k}.atMoment`)
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
