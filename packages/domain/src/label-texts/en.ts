import type { AssetKind } from '../assets';
import type { CalendarEventField } from '../calendar.schema';
import { CAPTURE_SOURCE_LABELS, EXTENSION_DISABLE_LABELS } from '../extension';
import {
  DIFFICULTY_LABELS,
  POST_FORMAT_LABELS,
  POST_PURPOSE_LABELS,
  PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
} from '../tickets';
import type { LabelTexts } from './types';

/**
 * An asset's kind as the library names it. Only the catalogues show it, so its English lives here
 * with the translations rather than in assets.ts.
 */
export const ASSET_KIND_LABELS: Record<AssetKind, string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  pdf: 'PDF',
  document: 'Document',
  other: 'Other file',
};

/**
 * How a calendar event's title names the ticket date it shows ("Due: #12 …"). Here rather than in
 * calendar.schema.ts for the same reason: that file's schemas would follow it into the web's entry.
 */
export const CALENDAR_EVENT_LABELS: Record<CalendarEventField, string> = {
  due_date: 'Due',
  film_date: 'Film',
  posted_date: 'Post',
  remind_at: 'Reminder',
};

/** The English: the domain's own label tables, which every other language translates. */
export const labelTexts: LabelTexts = {
  statuses: TICKET_STATUS_LABELS,
  priorities: PRIORITY_LABELS,
  types: TICKET_TYPE_LABELS,
  formats: POST_FORMAT_LABELS,
  purposes: POST_PURPOSE_LABELS,
  difficulties: DIFFICULTY_LABELS,
  captureSources: CAPTURE_SOURCE_LABELS,
  disableOptions: EXTENSION_DISABLE_LABELS,
  assetKinds: ASSET_KIND_LABELS,
  calendarEvents: CALENDAR_EVENT_LABELS,
};
