import { checkLink, linkKey, POST_IMPORT_MAX_ROWS, type SkippedRow } from '@expertos/domain/post-import';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../platform/errors.js';

/** A valid link of the file and where it was. */
export interface FileLink {
  line: number;
  url: string;
  key: string;
}

export interface FileLinks {
  links: FileLink[];
  /** Invalid rows and repeats within the file, by line. */
  skipped: SkippedRow[];
}

/** The first cell as the skipped list shows it. */
const shown = (cell: string | undefined) => (cell ?? '').trim().slice(0, 300);

/** Text, or the read error: not UTF-8, or binary (a NUL byte never appears in a text file). */
function decode(bytes: Buffer): string {
  if (bytes.includes(0))
    throw new AppError('csv_unreadable', { details: [{ path: 'file', message: 'binary' }] });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('csv_unreadable', { details: [{ path: 'file', message: 'not UTF-8 text' }] });
  }
}

/**
 * The links of an uploaded CSV (docs/product.md#bulk-posts-from-links): the first column of every
 * row; a first row whose first cell is not a link is a header. Quoted cells (commas, line
 * breaks inside), CRLF and a UTF-8 BOM are read as RFC 4180 says. Throws `csv_unreadable` for a
 * file that is not CSV text, `csv_too_many_rows` past the limit, `csv_no_valid_urls` when no
 * row holds a link.
 */
export function readLinks(bytes: Buffer): FileLinks {
  const text = decode(bytes);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes as { record, info } (the typings only know plain rows).
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('csv_unreadable', {
      details: [
        {
          path: 'file',
          message: line ? `line ${line}: ${(error as Error).message}` : (error as Error).message,
        },
      ],
    });
  }
  // A header is a first row without a link in its first cell ("url", "Link", …).
  const first = records[0];
  if (first && !checkLink(first.record[0]).ok && !/^(https?:|www\.)/i.test((first.record[0] ?? '').trim())) {
    records = records.slice(1);
  }
  if (records.length > POST_IMPORT_MAX_ROWS) throw new AppError('csv_too_many_rows');

  const links: FileLink[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    // The line the record ends on, less the line breaks inside it: the line it starts on.
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const cell = record[0];
    const check = checkLink(cell);
    if (!check.ok) {
      skipped.push({ line, value: shown(cell), reason: check.reason, kind: 'invalid' });
      continue;
    }
    const key = linkKey(check.url);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      skipped.push({
        line,
        value: shown(cell),
        reason: `The same link as line ${earlier}.`,
        kind: 'duplicate',
      });
      continue;
    }
    seen.set(key, line);
    links.push({ line, url: check.url, key });
  }
  if (links.length === 0) throw new AppError('csv_no_valid_urls', { details: skippedDetails(skipped) });
  return { links, skipped };
}

/** The first invalid rows as error details, so the refusal says what was wrong. */
function skippedDetails(skipped: SkippedRow[]) {
  return skipped.slice(0, 20).map((row) => ({ path: `line ${row.line}`, message: row.reason }));
}
