import '@/shared/i18n/parts/evergreen';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AiButton, AiUnavailableNote, useAiAvailability } from '@/shared/ai/ai-status';
import { errorText } from '@/shared/api/error-text';
import { type AiRewriteInput, useAiRewrite } from '../../hooks/use-ai-rewrite';

/**
 * "Rewrite with AI" on an evergreen copy: networks refuse a text that already went out, so the
 * brand's assistant says the caption again in new words and it is saved at once, with the old
 * text one click away. Nothing shows while AI is off on the server.
 */
export function RewriteWithAi(props: AiRewriteInput) {
  const { t } = useTranslation();
  const k = 'ui.evergreen.ticket' as const;
  const ai = useAiAvailability(props.workspaceUid);
  const { rewrite, takeBack, outcome } = useAiRewrite(props);
  const news = useRef<HTMLDivElement>(null);
  const failed = rewrite.isError || takeBack.isError;
  // A busy button is disabled, which drops the focus: it goes to what came of the click.
  useEffect(() => {
    if (outcome || failed) news.current?.focus();
  }, [outcome, failed]);
  if (!ai.status.data?.enabled) return null;
  const hasCaption = props.caption.trim() !== '';

  return (
    <Stack gap={6} data-testid="evergreen-rewrite">
      <Text size="xs" c="dimmed">
        {hasCaption ? t(`${k}.rewriteIntro`) : t(`${k}.rewriteNoCaption`)}
      </Text>
      <Box style={{ alignSelf: 'flex-start' }}>
        <AiButton
          usable={ai.usable && hasCaption && !takeBack.isPending}
          busy={rewrite.isPending}
          onClick={() => rewrite.mutate()}
        >
          {t(`${k}.rewrite`)}
        </AiButton>
      </Box>
      {!ai.usable && <AiUnavailableNote reason={ai.reason} doc={ai.doc} />}
      <Stack ref={news} tabIndex={-1} gap={6} style={{ outline: 'none' }}>
        <Box role="status">
          {rewrite.isPending && (
            <Text size="sm" c="dimmed">
              {t(`${k}.rewriting`)}
            </Text>
          )}
          {outcome?.kind === 'rewritten' && (
            <Group gap={4} wrap="wrap">
              <Text size="sm">{t(`${k}.rewritten`)}</Text>
              <Button
                size="compact-sm"
                variant="subtle"
                loading={takeBack.isPending}
                onClick={() => takeBack.mutate(outcome)}
              >
                {t(`${k}.rewriteUndo`)}
              </Button>
            </Group>
          )}
          {outcome?.kind === 'restored' && <Text size="sm">{t(`${k}.rewriteRestored`)}</Text>}
        </Box>
        {rewrite.isError && (
          <Text size="sm" c="red" role="alert">
            {t(`${k}.rewriteFailed`, { reason: errorText(rewrite.error) })}
          </Text>
        )}
        {takeBack.isError && (
          <Text size="sm" c="red" role="alert">
            {t(`${k}.rewriteUndoFailed`, { reason: errorText(takeBack.error) })}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
