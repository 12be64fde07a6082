import '@/shared/i18n/parts/post-calendar';
import type { BrandPublication } from '@expertos/domain/publishing/publication.schema';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconDeviceMobile,
  IconLicenseOff,
  IconLink,
  IconPlugConnectedX,
  IconSend,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/shared/lib/format';
import { NetworkIcon, networkName } from '../components/NetworkMark';
import { linkHost } from './publication-events';

type StateIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean; className?: string }>;

/** A mark beside the post for every state but plain "scheduled": the state never rests on colour alone. */
const STATE_ICONS: Partial<Record<BrandPublication['state'], StateIcon>> = {
  publishing: IconSend,
  published: IconCircleCheck,
  failed: IconAlertTriangle,
  needs_attention: IconAlertCircle,
  handed_off: IconDeviceMobile,
};

/** The post's time of day in the viewer's zone, where the calendar shows it. */
export const postTime = (dueAt: string, locale?: string) => formatTime(dueAt, locale);

/**
 * Where the post is live. Not a link: the event is a button (it opens the ticket), and a link
 * inside a button reaches no one; the ticket shows the link.
 */
function LiveAt({ url, agenda }: { url: string; agenda: boolean }) {
  const { t } = useTranslation();
  const where = t('ui.postCalendar.liveAt', { host: linkHost(url) });
  return (
    <span className="post-event__live" title={url}>
      <IconLink size={13} aria-hidden />
      <span className={agenda ? undefined : 'post-event__sr'}>{where}</span>
    </span>
  );
}

/**
 * A post on the calendar: its network, time and post, with its state as an icon and a word
 * (shown in the phone's agenda, read by screen readers in the grid), and where it is live once out.
 */
export function PostEventContent({
  publication,
  agenda,
}: {
  publication: BrandPublication;
  agenda: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { state, network } = publication;
  // A post whose channel must be connected again before its time is flagged, whatever its state.
  const atRisk = publication.channel_at_risk === true;
  // Then one whose library asset may not go out at its time (its rights end first, or its licence bars the network).
  const rights = publication.asset_rights ?? null;
  const Icon = atRisk ? IconPlugConnectedX : rights ? IconLicenseOff : STATE_ICONS[state];
  const word = atRisk
    ? t('ui.postCalendar.channelAtRisk')
    : rights
      ? t(`ui.postCalendar.assetRights.${rights.reason}`, { name: rights.asset_name })
      : t(`ui.postCalendar.states.${state}`);
  const name = networkName(network, t);
  const title = publication.ticket_title || publication.excerpt;
  const time = postTime(publication.due_at, i18n.language);
  const hiddenInGrid = (shown: string) => (agenda ? shown : 'post-event__sr');
  return (
    <span
      className={agenda ? 'post-event__content post-event__content--agenda' : 'post-event__content'}
      title={t('ui.postCalendar.event', {
        time,
        network: name,
        handle: publication.handle,
        state: word,
        title,
      })}
    >
      <NetworkIcon network={network} size={agenda ? 16 : 13} className="post-network-icon" />
      <span className={hiddenInGrid('post-event__network')}>{name}</span>
      {Icon && <Icon size={13} aria-hidden className="post-event__state-icon" />}
      <span className={hiddenInGrid('post-event__state')}>{word}</span>
      <span className="post-event__time">{time}</span>
      <span className="post-event__title">{title}</span>
      {state === 'published' && publication.remote_url && (
        <LiveAt url={publication.remote_url} agenda={agenda} />
      )}
    </span>
  );
}
