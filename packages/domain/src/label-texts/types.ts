import type { AssetKind } from '../assets';
import type { CalendarEventField } from '../calendar.schema';
import type { CaptureSource, ExtensionDisableOption } from '../extension';
import type { Difficulty, PostFormat, PostPurpose, Priority, TicketStatus, TicketType } from '../tickets';

/**
 * The domain's label tables in one language: every key of each table's list (TICKET_STATUSES,
 * PRIORITIES…), so a missing one fails the type check. The web's catalogues, the server's e-mails
 * and the browser extension all spread from these, so each translation is written once.
 * No braces and no `$`: the web reads them as ICU messages, the extension as Chrome messages.
 */
export interface LabelTexts {
  statuses: Record<TicketStatus, string>;
  priorities: Record<Priority, string>;
  types: Record<TicketType, string>;
  formats: Record<PostFormat, string>;
  purposes: Record<PostPurpose, string>;
  difficulties: Record<Difficulty, string>;
  captureSources: Record<CaptureSource, string>;
  disableOptions: Record<ExtensionDisableOption, string>;
  assetKinds: Record<AssetKind, string>;
  /** How a calendar event's title names the ticket date it shows (feeds, Google Calendar). */
  calendarEvents: Record<CalendarEventField, string>;
}
