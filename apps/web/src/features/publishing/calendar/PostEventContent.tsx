import type { BrandPublication } from '@expertos/domain/publishing/publication.schema';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconDeviceMobile,
  IconExternalLink,
  IconSend,
} from '@tabler/icons-react';
import { type ComponentType, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from './NetworkIcon';
import { networkName } from './network-name';
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

export const postTime = (dueAt: string) =>
  new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(dueAt));

/**
 * Inside the event, whose own click opens the ticket: the live link stops its click and its
 * keys at itself (natively, before the calendar's handlers on the event hear them).
 */
function LiveLink({ url, label, agenda }: { url: string; label: string; agenda: boolean }) {
  const keepToItself = useCallback((link: HTMLAnchorElement | null) => {
    if (!link) return;
    const stop = (event: Event) => event.stopPropagation();
    for (const type of ['click', 'keydown', 'pointerdown', 'mousedown']) link.addEventListener(type, stop);
  }, []);
  return (
    <a
      ref={keepToItself}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="post-event__link"
      aria-label={label}
      title={url}
    >
      <IconExternalLink size={13} aria-hidden />
      {agenda && <span>{linkHost(url)}</span>}
    </a>
  );
}

/**
 * A post on the calendar: its network, time and post, with its state as an icon and a word
 * (shown in the phone's agenda, read by screen readers in the grid), and its live link once out.
 */
export function PostEventContent({
  publication,
  agenda,
}: {
  publication: BrandPublication;
  agenda: boolean;
}) {
  const { t } = useTranslation();
  const { state, network } = publication;
  const Icon = STATE_ICONS[state];
  const word = t(`ui.postCalendar.states.${state}`);
  const name = networkName(network, t);
  const title = publication.ticket_title || publication.excerpt;
  const time = postTime(publication.due_at);
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
      <NetworkIcon network={network} size={agenda ? 16 : 13} />
      <span className={hiddenInGrid('post-event__network')}>{name}</span>
      {Icon && <Icon size={13} aria-hidden className="post-event__state-icon" />}
      <span className={hiddenInGrid('post-event__state')}>{word}</span>
      {!agenda && <span className="post-event__time">{time}</span>}
      <span className="post-event__title">{title}</span>
      {state === 'published' && publication.remote_url && (
        <LiveLink
          url={publication.remote_url}
          label={t('ui.postCalendar.openLive', { network: name })}
          agenda={agenda}
        />
      )}
    </span>
  );
}
