import { DRIVE_IMPORT_MAX_LINKS, parseDriveLink } from '@expertos/domain/asset-drive';

/** A link as typed, with the (1-based) line it is on, so a refusal can name the line. */
export interface TypedLink {
  line: number;
  link: string;
}

/** The non-empty lines of the links box, trimmed. */
export function typedLinks(text: string): TypedLink[] {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: index + 1, link: raw.trim() }))
    .filter(({ link }) => link.length > 0);
}

/** What is wrong with the links before they are sent (the server checks them the same way). */
export type LinksProblem =
  | { kind: 'none' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'bad'; lines: number[] };

export function linksProblem(links: readonly TypedLink[]): LinksProblem | null {
  if (links.length === 0) return { kind: 'none' };
  if (links.length > DRIVE_IMPORT_MAX_LINKS) return { kind: 'tooMany', count: links.length };
  const bad = links.filter(({ link }) => parseDriveLink(link) === null).map(({ line }) => line);
  return bad.length > 0 ? { kind: 'bad', lines: bad } : null;
}

/**
 * The lines a `400 drive_link_invalid` names: its details say `links.N`, N the index in what
 * was sent (blank lines were left out, so the index is not the line).
 */
export function refusedLines(
  details: readonly { path: string }[] | undefined,
  sent: readonly TypedLink[],
): number[] {
  const lines = (details ?? []).flatMap(({ path }) => {
    const index = /^links\.(\d+)$/.exec(path)?.[1];
    const typed = index === undefined ? undefined : sent[Number(index)];
    return typed ? [typed.line] : [];
  });
  return [...new Set(lines)].sort((a, b) => a - b);
}
