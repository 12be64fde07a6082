import '@/shared/i18n/parts/comment-anchors';
import { isApiError } from '@expertos/api-client/client';
import { COMMENT_BODY_MAX } from '@expertos/domain/comment.schema';
import type { CommentVisibility } from '@expertos/domain/comment-anchor';
import { Button, Group, Stack, Switch, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { FormAlert } from '@/shared/ui/FormAlert';

/** The server's own words for a refused anchor (its field's message), else the code's text. */
function refusalText(error: unknown): string {
  if (isApiError(error) && error.code === 'validation_error' && error.details?.[0])
    return error.details[0].message;
  return errorText(error);
}

export interface AnchorComposerProps {
  /** The field's name: where the comment points ("Comment at 0:42", "Pin 3"). */
  label: string;
  /** Controls of where it points (a range's end), under the text. */
  children?: ReactNode;
  /** Sends it; a refusal keeps what was typed and says why. */
  onSubmit: (body: string, visibility: CommentVisibility) => Promise<unknown>;
  onCancel: () => void;
  /** A problem of the anchor itself, found before sending (the end before the start). */
  problem?: string | null;
  /** Focus the text when it opens (not where the anchor itself takes the focus first: a pin). */
  autoFocus?: boolean;
}

/**
 * The composer of a comment that points: its text, and whether the client sees it (internal by
 * default). Ctrl+Enter (⌘+Enter) posts, Esc cancels.
 */
export function AnchorComposer({
  label,
  children,
  onSubmit,
  onCancel,
  problem = null,
  autoFocus = true,
}: AnchorComposerProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [shared, setShared] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textRef = useAutofocus<HTMLTextAreaElement>(autoFocus);

  const submit = async () => {
    if (sending || problem) return;
    const text = body.trim();
    if (!text) return setError(t('ui.commentAnchors.composer.empty'));
    setSending(true);
    setError(null);
    try {
      await onSubmit(text, shared ? 'shared' : 'internal');
    } catch (refused) {
      setError(refusalText(refused));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      gap="xs"
      component="form"
      data-testid="anchor-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Textarea
        label={label}
        placeholder={t('ui.commentAnchors.composer.placeholder')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        maxLength={COMMENT_BODY_MAX}
        autosize
        minRows={2}
        maxRows={8}
        ref={textRef}
      />
      {children}
      <Switch
        label={t('ui.commentAnchors.composer.shared')}
        description={t('ui.commentAnchors.composer.sharedHint')}
        checked={shared}
        onChange={(event) => setShared(event.currentTarget.checked)}
      />
      <FormAlert>{problem ?? error}</FormAlert>
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('ui.commentAnchors.composer.cancel')}
        </Button>
        <Button type="submit" size="xs" loading={sending} disabled={Boolean(problem)}>
          {t('ui.commentAnchors.composer.post')}
        </Button>
      </Group>
    </Stack>
  );
}
