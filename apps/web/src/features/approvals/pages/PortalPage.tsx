import '@/shared/i18n/parts/portal';
import { isApiError } from '@expertos/api-client/api-error';
import {
  PORTAL_BULK_MAX,
  type PortalBulkResult,
  type PortalMoment,
  type PortalPin,
} from '@expertos/domain/approvals/portal';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChecks, IconInbox, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '@/shared/api/error-text';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { portalQueryOptions, usePortalBulkApprove, usePortalComment, usePortalDecision } from '../api/portal';
import { PortalComments } from '../components/portal/PortalComments';
import { PortalItemCard } from '../components/portal/PortalItemCard';

/**
 * /portal/{token}: a client contact's page (docs/product.md#approvals). No sign-in: the token is
 * the permission. It lists every post of the brand waiting on them, each as it will appear, to
 * approve, send back with a comment or reject, one by one or several at once. A decision names
 * the version shown: a post changed meanwhile is shown again, never approved unseen.
 */
export function PortalPage() {
  const { t } = useTranslation();
  const k = 'ui.portal.page' as const;
  const { token = '' } = useParams();
  const page = useQuery(portalQueryOptions(token));
  const decide = usePortalDecision(token);
  const bulk = usePortalBulkApprove(token);
  const comment = usePortalComment(token);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const [skipped, setSkipped] = useState<PortalBulkResult['skipped']>([]);
  /**
   * What each post's comment box points at, while a pin is being placed on one of its images or
   * a moment of one of its recordings is chosen: one or the other, never both.
   */
  const [pins, setPins] = useState<Record<string, PortalPin | null>>({});
  const [moments, setMoments] = useState<Record<string, PortalMoment | null>>({});
  const pointAt = (key: string, pin: PortalPin | null, moment: PortalMoment | null) => {
    setPins((all) => ({ ...all, [key]: pin }));
    setMoments((all) => ({ ...all, [key]: moment }));
  };

  const head = (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );

  if (page.isPending)
    return (
      <Center py="xl" role="status" aria-label={t(`${k}.loading`)}>
        {head}
        <Loader />
      </Center>
    );
  if (page.isError)
    return (
      <Container size="sm" py="xl">
        {head}
        {isApiError(page.error) && page.error.status === 404 ? (
          <EmptyState
            icon={<IconLinkOff size={32} aria-hidden />}
            title={t(`${k}.invalidTitle`)}
            description={errorText(page.error)}
          />
        ) : (
          <QueryError
            message={t(`${k}.loadError`)}
            error={page.error}
            onRetry={() => void page.refetch()}
            retrying={page.isRefetching}
          />
        )}
      </Container>
    );

  const view = page.data;
  const waiting = view.items.filter((item) => item.waiting);
  const chosen = waiting.filter((item) => selected.has(item.key)).slice(0, PORTAL_BULK_MAX);
  const allChosen = waiting.length > 0 && waiting.every((item) => selected.has(item.key));
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  function approveChosen() {
    setSkipped([]);
    bulk.mutate(
      { items: chosen.map((item) => ({ key: item.key, version: item.version })) },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          setSkipped(result.skipped);
          setChanged(new Set(result.skipped.filter((s) => s.reason === 'changed').map((s) => s.key)));
          if (result.approved.length > 0)
            notify({ type: 'positive', message: t(`${k}.bulkDone`, { count: result.approved.length }) });
        },
      },
    );
  }

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {head}
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t(`${k}.title`, { brand: view.brand })}</Title>
          <Text>{t(`${k}.hello`, { name: view.contact })}</Text>
          {waiting.length > 0 && <Text c="dimmed">{t(`${k}.waiting`, { count: waiting.length })}</Text>}
        </Stack>

        {view.items.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={32} aria-hidden />}
            title={t(`${k}.emptyTitle`)}
            description={t(`${k}.emptyText`)}
          />
        ) : (
          <>
            {waiting.length > 1 && (
              <Paper
                withBorder
                radius="md"
                p="sm"
                pos="sticky"
                top={0}
                style={{ zIndex: 2 }}
                aria-label={t(`${k}.selectAll`)}
              >
                <Group justify="space-between" gap="sm">
                  <Checkbox
                    label={t(`${k}.selectAll`)}
                    checked={allChosen}
                    indeterminate={!allChosen && chosen.length > 0}
                    onChange={(event) =>
                      setSelected(
                        event.currentTarget.checked ? new Set(waiting.map((item) => item.key)) : new Set(),
                      )
                    }
                  />
                  <Button
                    color="green"
                    leftSection={<IconChecks size={16} aria-hidden />}
                    disabled={chosen.length === 0}
                    loading={bulk.isPending}
                    onClick={approveChosen}
                  >
                    {t(`${k}.approveSelected`, { count: chosen.length })}
                  </Button>
                </Group>
                {selected.size > PORTAL_BULK_MAX && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t(`${k}.bulkMax`)}
                  </Text>
                )}
              </Paper>
            )}
            {bulk.isError && (
              <Alert color="red" role="alert">
                {errorText(bulk.error)}
              </Alert>
            )}
            {skipped.length > 0 && (
              <Alert color="orange" role="status">
                {t(`${k}.bulkSkipped`, {
                  names: skipped.map((s) => (s.summary ? `“${s.summary}”` : '—')).join(', '),
                })}
              </Alert>
            )}
            {view.items.map((item) => (
              <PortalItemCard
                key={item.key}
                item={item}
                selected={selected.has(item.key)}
                onSelect={(on) => toggle(item.key, on)}
                busy={decide.isPending && decide.variables?.key === item.key}
                error={decide.variables?.key === item.key ? decide.error : null}
                changed={changed.has(item.key)}
                pinDraft={pins[item.key] ?? null}
                onPinDraft={(pin) => pointAt(item.key, pin, null)}
                momentDraft={moments[item.key] ?? null}
                onMomentDraft={(moment) => pointAt(item.key, null, moment)}
                conversation={
                  <PortalComments
                    itemKey={item.key}
                    comments={item.comments}
                    busy={comment.isPending && comment.variables?.key === item.key}
                    error={comment.variables?.key === item.key ? comment.error : null}
                    pin={pins[item.key] ?? null}
                    onClearPin={() => pointAt(item.key, null, null)}
                    moment={moments[item.key] ?? null}
                    onClearMoment={() => pointAt(item.key, null, null)}
                    onSend={(body, done) =>
                      comment.mutate(
                        {
                          key: item.key,
                          body,
                          pin: pins[item.key] ?? null,
                          moment: moments[item.key] ?? null,
                        },
                        {
                          onSuccess: () => {
                            done();
                            pointAt(item.key, null, null);
                          },
                        },
                      )
                    }
                  />
                }
                onDecide={(decision, comment) =>
                  decide.mutate(
                    {
                      key: item.key,
                      body: { decision, version: item.version, ...(comment ? { comment } : {}) },
                    },
                    {
                      onSuccess: () => toggle(item.key, false),
                      onError: (error) => {
                        // Changed or decided meanwhile: show the page as it is now.
                        if (isApiError(error) && error.status === 409) {
                          if (error.code === 'approval_version_changed')
                            setChanged((current) => new Set(current).add(item.key));
                          void page.refetch();
                        }
                      },
                    },
                  )
                }
              />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
