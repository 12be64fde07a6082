import { splitMentions } from '@expertos/domain/comment.schema';
import { Text } from '@mantine/core';

/**
 * A comment's text: mentions as highlighted `@Name` chips, the rest as plain text with its
 * line breaks kept. Everything is rendered as React text, never as HTML.
 */
export function CommentBody({ body }: { body: string }) {
  if (!body) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-body">
      {splitMentions(body).map((part, index) =>
        'text' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body, in a fixed order.
          <span key={index}>{part.text}</span>
        ) : (
          <Text
            // biome-ignore lint/suspicious/noArrayIndexKey: the same person may be mentioned twice.
            key={index}
            span
            inherit
            fw={600}
            c="var(--mantine-color-blue-light-color)"
            bg="var(--mantine-color-blue-light)"
            px={4}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="mention"
            data-member={part.mention}
          >
            @{part.label}
          </Text>
        ),
      )}
    </Text>
  );
}
