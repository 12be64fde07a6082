/** Scheduled posts on a brand's calendar (ui.postCalendar; docs/product.md#publishing). */
export const postCalendar = {
  channelAtRisk: 'Reconnect its channel first',
  /** A library asset of the post may not go out at its time (docs/product.md#asset-library). */
  assetRightsShort: 'Asset rights',
  assetRights: {
    expired: 'Rights of “{name}” end first',
    network: '“{name}” is not licensed for this network',
  },
  states: {
    scheduled: 'Scheduled',
    publishing: 'Publishing',
    published: 'Published',
    failed: 'Failed',
    needs_attention: 'Needs attention',
    handed_off: 'Sent to phone',
  },
  /** An event's accessible name: the time, the network and account, the state, the post. */
  event: '{time} {network} ({handle}), {state}: {title}',
  liveAt: 'live at {host}',
  loadError: 'The scheduled posts of this period could not be loaded.',
  moveFailed: 'The post could not be moved to {date}: {reason}',
  changed:
    'This post changed meanwhile (it started going out, or someone else moved it). The calendar now shows it as it is.',
} as const;
