import '@/shared/i18n/parts/publishing';
import { handoffUrl } from '@expertos/domain/publishing/handoff';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import { Alert, Anchor, Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconLicenseOff } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/shared/lib/format';
import { actionsFor, STATE_COLOR } from '../../lib/publication-actions';
import { zoneLines } from '../../lib/zone-display';
import { NetworkMark, networkName } from '../NetworkMark';
import { PublicationTimeline } from './PublicationTimeline';

export interface PublicationItemProps {
  ticketUid: string;
  publication: Publication;
  /** The brand's zone, the due time's first reading. */
  zone: string;
  nameOf: (memberUid: string) => string;
  /** Which action of this publication is under way, if any. */
  busy: 'retry' | 'unschedule' | 'newer' | null;
  onReschedule: () => void;
  onUnschedule: () => void;
  onRetry: () => void;
  /** The library's newer versions of the post's assets, in place of the ones it keeps. */
  onUseNewer: () => void;
}

/**
 * One channel's publication: its state, when it is due or went out, the live link, what went
 * wrong in the network's words, its timeline, and what a person may do with it now.
 */
export function PublicationItem({
  ticketUid,
  publication: p,
  zone,
  nameOf,
  busy,
  onReschedule,
  onUnschedule,
  onRetry,
  onUseNewer,
}: PublicationItemProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.publishing.publications' as const;
  const trouble = p.state === 'failed' || p.state === 'needs_attention';
  const [showSteps, setShowSteps] = useState(trouble);
  // One that goes wrong while it is shown opens its timeline: the steps tell what happened.
  useEffect(() => {
    if (trouble) setShowSteps(true);
  }, [trouble]);
  const stepsId = useId();
  const actions = actionsFor(p.state);
  const newer = p.newer_assets ?? [];
  const network = networkName(p.network, t);
  const out = p.state === 'published' && p.published_at;
  const when = zoneLines(
    new Date(out ? (p.published_at as string) : p.due_at),
    zone,
    undefined,
    i18n.language,
  );
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={`${network} ${p.handle}`}
      data-testid="publication"
      data-state={p.state}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <NetworkMark network={p.network} />
            <Text size="sm" c="dimmed" truncate>
              {p.handle}
            </Text>
          </Group>
          <Badge
            color={STATE_COLOR[p.state]}
            variant={trouble ? 'filled' : 'light'}
            data-testid="publication-state"
          >
            {t(`${k}.states.${p.state}`)}
          </Badge>
        </Group>
        <Stack gap={0}>
          <Text size="sm">{t(out ? `${k}.publishedAt` : `${k}.due`, { when: when.brand })}</Text>
          {when.viewer && (
            <Text size="xs" c="dimmed">
              {t('ui.publishing.composer.yourTime', { when: when.viewer })}
            </Text>
          )}
        </Stack>
        {p.remote_url && (
          <Anchor
            href={p.remote_url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t(`${k}.liveLabel`, { network })}
          >
            <Group gap={4} component="span" wrap="nowrap">
              {t(`${k}.live`)}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
        {p.state === 'handed_off' && (
          <Text size="sm" c="dimmed">
            {t(`${k}.handedOff`, { network })}{' '}
            <Anchor component={Link} to={handoffUrl(ticketUid, p.uid)} inherit>
              {t(`${k}.openHandoff`)}
            </Anchor>
          </Text>
        )}
        {trouble && (
          <Alert
            color={p.state === 'failed' ? 'red' : 'orange'}
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} aria-hidden />}
            title={p.state === 'failed' ? t(`${k}.failedTitle`) : t(`${k}.attentionTitle`)}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {p.error_message ?? t(`${k}.noReason`)}
            </Text>
          </Alert>
        )}
        {p.asset_rights && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconLicenseOff size={16} aria-hidden />}
            title={t(`${k}.assetRights.title`)}
            data-testid="publication-asset-rights"
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {p.asset_rights.reason === 'expired' && p.asset_rights.last_day
                ? t(`${k}.assetRights.expired`, {
                    name: p.asset_rights.asset_name,
                    date: formatDay(p.asset_rights.last_day, i18n.language),
                  })
                : t(`${k}.assetRights.network`, { name: p.asset_rights.asset_name, network })}
            </Text>
          </Alert>
        )}
        {newer.length > 0 && (
          <Group gap="xs" justify="space-between" wrap="wrap" data-testid="publication-newer">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
              {newer.map((asset) => (
                <Text key={asset.asset_uid} size="sm" c="orange.9" data-testid="publication-newer-asset">
                  {t(`${k}.newerAsset`, {
                    name: asset.asset_name,
                    kept: asset.kept_number,
                    current: asset.current_number,
                  })}
                </Text>
              ))}
            </Stack>
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              onClick={onUseNewer}
              loading={busy === 'newer'}
              aria-label={t(`${k}.useNewerLabel`, { names: newer.map((a) => a.asset_name).join('”, “') })}
            >
              {t(`${k}.useNewer`)}
            </Button>
          </Group>
        )}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={showSteps}
            aria-controls={stepsId}
            onClick={() => setShowSteps((open) => !open)}
          >
            {showSteps ? t(`${k}.hideTimeline`) : t(`${k}.showTimeline`, { count: p.timeline.length })}
          </Button>
          <Group gap="xs">
            {actions.retry && (
              <Button size="compact-sm" onClick={onRetry} loading={busy === 'retry'}>
                {t(`${k}.retry`)}
              </Button>
            )}
            {actions.reschedule && (
              <Button size="compact-sm" variant="default" onClick={onReschedule}>
                {t(`${k}.reschedule`)}
              </Button>
            )}
            {actions.unschedule && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={onUnschedule}
                loading={busy === 'unschedule'}
              >
                {t(`${k}.unschedule`)}
              </Button>
            )}
          </Group>
        </Group>
        <Collapse expanded={showSteps} id={stepsId}>
          <PublicationTimeline steps={p.timeline} nameOf={nameOf} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
