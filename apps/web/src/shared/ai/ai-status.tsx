import '@/shared/i18n/parts/ai';
import { getAiStatus } from '@expertos/api-client/ai';
import type { AiStatus } from '@expertos/domain/ai.schema';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/client';
import { translateError } from '@/shared/i18n/i18n';

/** The query every AI action reads (the playground's too: one cache entry per workspace). */
export const aiStatusKey = (workspaceUid: string) => ['workspaces', workspaceUid, 'ai'] as const;

/** The status call, on an object so tests can stand in for it. */
export const aiStatusCalls = {
  fetch: (workspaceUid: string): Promise<AiStatus> => getAiStatus(api, workspaceUid),
};

/**
 * Why AI cannot be used now, in the app's language (the server's `reason` is in English): off on
 * this server, or today's allowance used up; null when it can be used.
 */
export function aiReasonText(status: AiStatus | undefined, t: TFunction): string | null {
  if (!status) return null;
  if (!status.enabled) return t('ui.ai.offReason');
  return status.reason ? translateError('ai_daily_limit', status.reason) : null;
}

/**
 * Whether AI can be used in the workspace now (docs/product.md#ai): `usable`, or the one line
 * saying why not (off on this server, or today's allowance used) and where to read more.
 */
export function useAiAvailability(workspaceUid: string | null | undefined) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: aiStatusKey(workspaceUid ?? ''),
    queryFn: () => aiStatusCalls.fetch(workspaceUid ?? ''),
    enabled: Boolean(workspaceUid),
    staleTime: 30_000,
  });
  const usable = status.data?.enabled === true && !status.data.reason;
  const doc = status.data ? { name: status.data.setup_doc, url: status.data.setup_url } : null;
  return { status, usable, reason: aiReasonText(status.data, t), doc };
}

/** The one line shown beside an AI action that cannot be used now. */
export function AiUnavailableNote({
  reason,
  doc,
}: {
  reason: string | null;
  doc: { name: string; url: string | null } | null;
}) {
  if (!reason) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        {reason} {doc && <SetupDocLink doc={doc} />}
      </Text>
    </Group>
  );
}

/** "Read how to switch it on in …": a link when the server says where its README is, else its name. */
export function SetupDocLink({ doc }: { doc: { name: string; url: string | null } }) {
  const { t } = useTranslation();
  const [before, after = ''] = t('ui.ai.offHelp', { doc: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      {doc.url ? (
        <Anchor href={doc.url} target="_blank" rel="noreferrer" inherit>
          {doc.name}
        </Anchor>
      ) : (
        doc.name
      )}
      {after}
    </>
  );
}

/** The button of an AI action: marked as AI, busy while the model works, off while AI cannot be used. */
export function AiButton({
  usable,
  busy,
  onClick,
  children,
}: {
  usable: boolean;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSparkles size={14} aria-hidden />}
      loading={busy}
      disabled={!usable}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
