/**
 * Telling whether a status on the account is the one a cut-off attempt posted. Mastodon
 * answers a status's text only as `content`, HTML it rendered: paragraphs, `<br />`, links
 * split into spans (their text whole), mentions of other servers shown as `@name` only, and
 * entities. Both sides are brought to the same plain form before they are compared.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain text of a status's HTML `content`. */
export function statusPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** `@name@server.example` → `@name`, as Mastodon shows it. */
const REMOTE_MENTION = /(^|[^\w@/])@(\w+(?:[.-]+\w+)*)@[\w.-]+\.\w+/g;

const comparable = (text: string) =>
  text
    .normalize('NFC')
    .replace(REMOTE_MENTION, (_whole, before: string, name: string) => `${before}@${name}`)
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the status's HTML `content` shows this text. */
export function contentShowsText(html: string, text: string): boolean {
  return comparable(statusPlainText(html)) === comparable(text);
}
