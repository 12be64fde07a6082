import { TICKET_TEXT_MAX } from '@expertos/domain/ticket.schema';
import { paths } from '@/lib/app-paths';

/**
 * The app's text-highlight page for a selection (docs/product.md#extension): the app makes the
 * ticket, with the selection as reference content and the page as its source. The selection is
 * cut to what a ticket's text holds, so the address stays one the server accepts.
 */
export function textHighlightPath({
  text,
  url,
  title,
}: {
  text: string;
  url: string;
  title: string;
}): string {
  const query = new URLSearchParams({ url, title, text: text.slice(0, Math.min(TICKET_TEXT_MAX, 6000)) });
  return `${paths.bexTextHighlight()}?${query}`;
}
