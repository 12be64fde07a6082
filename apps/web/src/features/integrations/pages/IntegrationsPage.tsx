import '@/shared/i18n/parts/integrations';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import { Alert, Button, Modal, Skeleton, Stack } from '@mantine/core';
import { IconLock, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translateError } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { useSlots } from '@/shared/ui/slots';
import { integrationsQueryKey, integrationsQueryOptions } from '../api/integrations';
import { type Connected, ConnectForm } from '../components/ConnectForm';
import { EditForm } from '../components/EditForm';
import { IntegrationCard } from '../components/IntegrationCard';
import { useIntegrationResults } from '../components/install-window';
import { integrationLabel } from '../components/integration-style';
import { SecretModal } from '../components/SecretModal';
import { useBrandBySlug, useIsIntegrationsAdmin } from '../components/use-integrations-access';
import { kindOf } from '../kinds/integration-forms';

interface Reveal {
  secret: string;
  name: string;
}

function Integrations({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(integrationsQueryOptions(projectUid));
  const admin = useIsIntegrationsAdmin(projectUid) === true;
  const [connecting, setConnecting] = useState(false);
  const [editing, setEditing] = useState<ProjectIntegration | null>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey(projectUid) });
  const nameOf = (integration: ProjectIntegration) =>
    integration.description || integrationLabel(t, integration.type);

  // "Add to Slack" finishes in its pop-up: the list is reloaded when it reports back.
  useIntegrationResults((result) => {
    void refresh();
    if (result.status === 'ok') {
      setConnecting(false);
      return;
    }
    // The pop-up closes itself: the reason is said here too.
    const reason = result.reason ?? 'internal_error';
    notify({ type: 'negative', message: translateError(reason, ERROR_CATALOGUE[reason].message) });
  });

  const connected = ({ integration, signingSecret }: Connected) => {
    setConnecting(false);
    void refresh();
    if (signingSecret) setReveal({ secret: signingSecret, name: nameOf(integration) });
    // A new connection that sends nothing until its target is picked (Jira's project, monday's
    // board): picking it comes next.
    if (kindOf(integration).card?.unpicked?.(integration, t)) setEditing(integration);
  };

  const connectButton = admin ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setConnecting(true)}>
      {t('ui.integrations.connect')}
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton height={160} radius="lg" role="status" aria-label={t('ui.loading')} />;
  else if (list.isError)
    body = (
      <QueryError
        message={t('ui.integrations.loadError')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.length === 0)
    body = (
      <EmptyState
        title={t('ui.integrations.emptyTitle')}
        description={t('ui.integrations.emptyText')}
        icon={<IconPlugConnected size={32} stroke={1.5} aria-hidden />}
        actions={connectButton}
      />
    );
  else
    body = (
      <Stack gap="md" role="list" aria-label={t('ui.integrations.listLabel')}>
        {list.data.map((integration) => (
          <IntegrationCard
            key={integration.uid}
            projectUid={projectUid}
            integration={integration}
            admin={admin}
            onEdit={() => setEditing(integration)}
            onSecret={(secret) => setReveal({ secret, name: nameOf(integration) })}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      {!admin && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
          {t('ui.integrations.readOnly')}
        </Alert>
      )}
      {admin && list.data && list.data.length > 0 && <div>{connectButton}</div>}
      {body}
      <Modal
        opened={connecting}
        onClose={() => setConnecting(false)}
        title={t('ui.integrations.connectTitle')}
        size="lg"
      >
        {connecting && (
          <ConnectForm projectUid={projectUid} onDone={connected} onCancel={() => setConnecting(false)} />
        )}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('ui.integrations.form.editTitle', { name: nameOf(editing) }) : ''}
        size="lg"
      >
        {editing && (
          <EditForm
            projectUid={projectUid}
            integration={editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              notify({ type: 'positive', message: t('ui.integrations.actions.saved') });
              void refresh();
            }}
          />
        )}
      </Modal>
      <SecretModal
        secret={reveal?.secret ?? null}
        name={reveal?.name ?? ''}
        onClose={() => setReveal(null)}
      />
    </Stack>
  );
}

/**
 * /brand/{projectSlug}/integrations (docs/product.md#integrations): the brand's integrations,
 * their state and deliveries; project admins connect, change, test and disconnect, members
 * see them.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const brand = useBrandBySlug(projectSlug);
  const project = brand.data;
  const slots = useSlots();
  return (
    <PageFrame
      title={t('ui.pages.brandIntegrations')}
      subtitle={project ? t('ui.integrations.intro', { name: project.name }) : projectSlug}
    >
      <Stack maw={960} w="100%">
        {project ? (
          <>
            <Integrations projectUid={project.uid} />
            {slots.brandIntegrations.map((Section, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
              <Suspense key={i} fallback={null}>
                <Section projectUid={project.uid} />
              </Suspense>
            ))}
          </>
        ) : brand.isError ? (
          <QueryError
            message={t('ui.integrations.loadError')}
            error={brand.error}
            onRetry={() => void brand.refetch()}
          />
        ) : (
          <Skeleton height={160} radius="lg" role="status" aria-label={t('ui.loading')} />
        )}
      </Stack>
    </PageFrame>
  );
}
