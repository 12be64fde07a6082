import '@/shared/i18n/parts/ai';
import { createTicket } from '@expertos/api-client/tickets';
import { AI_BRIEF_MAX_CHARS, type AiPrompt, type AiStatus } from '@expertos/domain/ai.schema';
import type { Assistant } from '@expertos/domain/brand.schema';
import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconPlayerStop, IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { aiReasonText, SetupDocLink } from '@/shared/ai/ai-status';
import { api } from '@/shared/api/client';
import { translateError } from '@/shared/i18n/i18n';
import { formatNumber } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { fetchAiPrompt, useAiRun, useAiStatus } from '../api/ai';
import { PromptView } from './PromptView';
import { SaveIntoPost } from './SaveIntoPost';

/** The summary of a post made from an answer: its first line, cut to a title's length. */
const summaryOf = (text: string) =>
  (text.split('\n').find((line) => line.trim()) ?? text).trim().slice(0, 120);

function OffNotice({ status }: { status: AiStatus }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('ui.ai.off')}>
      <Text size="sm">{aiReasonText(status, t)}</Text>
      <Text size="sm">
        <SetupDocLink doc={{ name: status.setup_doc, url: status.setup_url }} />
      </Text>
    </Alert>
  );
}

export interface PlaygroundProps {
  workspaceUid: string;
  projectUid: string;
  projectSlug: string;
  /** The brand's assistants; undefined while they load. */
  assistants: Assistant[] | undefined;
  /** The brief as typed, kept by the caller (on this device, across reloads). */
  brief: { value: string; set: (next: string) => void };
}

/**
 * The AI playground of a brand (docs/product.md#ai): a brief run through one of its
 * assistants, the answer streamed in, the exact prompt shown, a good answer saved as a post.
 */
export function Playground({ workspaceUid, projectUid, projectSlug, assistants, brief }: PlaygroundProps) {
  const { t, i18n } = useTranslation();
  const status = useAiStatus(workspaceUid);
  const [chosen, setChosen] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<AiPrompt | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  const { state, run, stop } = useAiRun(projectUid, workspaceUid);

  const defaultAssistant = assistants?.find((a) => a.is_default)?.uid ?? null;
  const assistantUid = chosen ?? defaultAssistant;
  const input = { brief: brief.value.trim(), ...(assistantUid ? { assistant_uid: assistantUid } : {}) };
  const enabled = status.data?.enabled === true && !status.data.reason;
  const running = state.status === 'running';
  const canRun = enabled && input.brief.length > 0 && !running;

  const showPrompt = useMutation({
    mutationFn: () => fetchAiPrompt(projectUid, input),
    onSuccess: (built) => {
      setPrompt(built);
      setPromptOpen(true);
    },
  });
  const savePost = useMutation({
    mutationFn: (text: string) =>
      createTicket(api, projectUid, { summary: summaryOf(text), ticket_type: 'post', caption: text }),
    onSuccess: (ticket) => notify({ type: 'positive', message: t('ui.ai.savedAsPost', { id: ticket.id }) }),
    onError: (error) => notify({ type: 'negative', message: error.message }),
  });

  const start = () => {
    if (!canRun) return;
    setPromptOpen(false);
    void run(input);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      start();
    }
  };

  // The last run's request while the brief and assistant are still the ones it was sent with.
  const runPrompt =
    state.prompt &&
    state.prompt.messages.at(-1)?.content === input.brief &&
    state.prompt.assistant_uid === (assistantUid ?? null)
      ? state.prompt
      : null;
  const shownPrompt = runPrompt ?? prompt;
  const togglePrompt = () => {
    if (promptOpen) setPromptOpen(false);
    else if (runPrompt) setPromptOpen(true);
    else showPrompt.mutate();
  };
  const used = status.data
    ? status.data.daily_token_limit > 0
      ? t('ui.ai.usedToday', {
          used: formatNumber(status.data.used_today, i18n.language),
          limit: formatNumber(status.data.daily_token_limit, i18n.language),
        })
      : t('ui.ai.usedTodayNoLimit', { used: formatNumber(status.data.used_today, i18n.language) })
    : null;

  return (
    <Stack gap="lg" maw={880}>
      {status.isError && (
        <QueryError
          message={t('ui.ai.loading')}
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isRefetching}
        />
      )}
      {status.data && !status.data.enabled && <OffNotice status={status.data} />}
      {status.data?.enabled && status.data.reason && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {aiReasonText(status.data, t)}
        </Alert>
      )}

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Select
            label={t('ui.ai.assistant')}
            description={assistants?.length ? t('ui.ai.assistantHelp') : t('ui.ai.noAssistant')}
            data={(assistants ?? []).map((a) => ({
              value: a.uid,
              label: a.is_default ? t('ui.ai.defaultMark', { name: a.name }) : a.name,
            }))}
            value={assistantUid}
            onChange={setChosen}
            disabled={!assistants?.length}
            placeholder={assistants?.length ? undefined : t('ui.ai.noAssistantShort')}
            allowDeselect={false}
            maw={420}
          />
          <Textarea
            label={t('ui.ai.brief')}
            placeholder={t('ui.ai.briefPlaceholder')}
            value={brief.value}
            onChange={(event) => brief.set(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={AI_BRIEF_MAX_CHARS}
            description={t('ui.ai.runHint')}
            rightSectionWidth={0}
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              {running ? (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconPlayerStop size={16} aria-hidden />}
                  onClick={stop}
                >
                  {t('ui.ai.stop')}
                </Button>
              ) : (
                <Button
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  onClick={start}
                  disabled={!canRun}
                >
                  {t('ui.ai.run')}
                </Button>
              )}
              <Button
                variant="default"
                onClick={togglePrompt}
                loading={showPrompt.isPending}
                disabled={!input.brief}
                aria-expanded={promptOpen}
              >
                {promptOpen ? t('ui.ai.hidePrompt') : t('ui.ai.showPrompt')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('ui.ai.briefCount', { count: brief.value.length, max: AI_BRIEF_MAX_CHARS })}
            </Text>
          </Group>
          {showPrompt.isError && (
            <Text size="sm" c="red">
              {t('ui.ai.promptLoadError')}
            </Text>
          )}
        </Stack>
      </Card>

      {promptOpen && shownPrompt && <PromptView prompt={shownPrompt} />}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="playground-answer">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600} id="playground-answer">
              {t('ui.ai.answer')}
            </Text>
            {running && (
              <Group gap={6}>
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t('ui.ai.writing')}
                </Text>
              </Group>
            )}
          </Group>
          <div aria-live="polite" aria-busy={running} data-testid="playground-answer">
            {state.status === 'failed' && state.error ? (
              <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {translateError(state.error.code, state.error.message)}
                {state.error.retryAfter
                  ? ` ${t('ui.ai.retryAfter', { seconds: state.error.retryAfter })}`
                  : ''}
              </Alert>
            ) : state.status === 'stopped' ? (
              <Text c="dimmed">{t('ui.ai.stopped')}</Text>
            ) : state.text ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{state.text}</Text>
            ) : (
              <Text c="dimmed">{running ? t('ui.ai.writing') : t('ui.ai.answerEmpty')}</Text>
            )}
          </div>
          {state.status === 'done' && (
            <>
              {state.truncated && (
                <Text size="sm" c="orange">
                  {t('ui.ai.truncated')}
                </Text>
              )}
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm">
                  <Button
                    leftSection={<IconSparkles size={16} aria-hidden />}
                    onClick={() => savePost.mutate(state.text)}
                    loading={savePost.isPending}
                    disabled={savePost.isSuccess}
                  >
                    {t('ui.ai.saveAsPost')}
                  </Button>
                  <CopyButton value={state.text}>
                    {({ copied, copy }) => (
                      <Button variant="default" onClick={copy}>
                        {copied ? t('ui.ai.copied') : t('ui.ai.copy')}
                      </Button>
                    )}
                  </CopyButton>
                  {savePost.data && (
                    <Anchor component={Link} to={paths.brandTask(projectSlug, savePost.data.uid)}>
                      {t('ui.ai.openPost')}
                    </Anchor>
                  )}
                </Group>
                {state.usage && (
                  <Text size="xs" c="dimmed">
                    {t(state.usage.estimated ? 'ui.ai.usageEstimated' : 'ui.ai.usage', {
                      total: state.usage.total,
                    })}
                  </Text>
                )}
              </Group>
              <SaveIntoPost projectUid={projectUid} projectSlug={projectSlug} text={state.text} />
            </>
          )}
          {used && (
            <Text size="xs" c="dimmed">
              {used}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
