import { TICKET_TEXT_MAX } from '@expertos/domain/ticket.schema';

/** A summary made from a selection or a title is cut here: a title, not a paragraph. */
const SUMMARY_CHARS = 120;

/** What the extension hands a capture page on its address (docs/product.md#extension). */
export interface Captured {
  /** The page the capture comes from. */
  url: string | null;
  title: string | null;
  /** Text selected on it (text-highlight), if any. */
  selection: string | null;
}

const webAddress = (value: string | null) => (value && /^https?:\/\/\S+$/i.test(value) ? value : null);

export function capturedFrom(search: URLSearchParams): Captured {
  const text = (name: string) => search.get(name)?.trim() || null;
  return { url: webAddress(text('url')), title: text('title'), selection: text('text') };
}

/** The summary a capture starts with: the selection's first line, else the page's title. */
export function captureSummary(captured: Captured): string {
  const source = captured.selection?.split('\n').find((line) => line.trim()) ?? captured.title ?? '';
  const line = source.trim().replace(/\s+/g, ' ');
  return line.length > SUMMARY_CHARS ? `${line.slice(0, SUMMARY_CHARS - 1)}…` : line;
}

/**
 * The reference content a capture keeps: the selection, then where it came from (the page's
 * title and address), so the ticket always leads back to the source.
 */
export function captureReference(captured: Captured): string | null {
  const source = captured.url
    ? `Source: ${captured.title ? `${captured.title} — ` : ''}${captured.url}`
    : null;
  const room = TICKET_TEXT_MAX - (source ? source.length + 2 : 0);
  const selection = captured.selection ? captured.selection.slice(0, Math.max(0, room)) : null;
  const parts = [selection, source].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join('\n\n') : null;
}
