import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { readLinks } from './csv-links.js';

const read = (text: string | Buffer) => readLinks(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return 'no error';
};

describe('reading a CSV of links', () => {
  it('reads the first column of every row, with a header, a BOM, CRLF and quoted commas', () => {
    const file =
      '\uFEFFurl,notes\r\nhttps://a.example.com/1,"first, with a comma"\r\n"https://a.example.com/2",x\r\n';
    const { links, skipped } = read(file);
    expect(links.map((l) => [l.line, l.url])).toEqual([
      [2, 'https://a.example.com/1'],
      [3, 'https://a.example.com/2'],
    ]);
    expect(skipped).toEqual([]);
  });

  it('treats a first row that holds a link as data, not a header', () => {
    expect(read('https://a.example.com/1\nhttps://a.example.com/2').links.map((l) => l.line)).toEqual([1, 2]);
  });

  it('lists invalid rows and repeats with the line each starts on', () => {
    const file = [
      'link',
      'https://a.example.com/1',
      '"not, a link",x',
      '"https://a.example.com/2","two',
      'lines"',
      ',missing first cell',
      'https://A.example.com/1/?utm_source=news',
      'mailto:someone@example.com',
    ].join('\n');
    const { links, skipped } = read(file);
    expect(links.map((l) => l.line)).toEqual([2, 4]);
    expect(skipped.map((s) => [s.line, s.kind, s.value])).toEqual([
      [3, 'invalid', 'not, a link'],
      [6, 'invalid', ''],
      [7, 'duplicate', 'https://A.example.com/1/?utm_source=news'],
      [8, 'invalid', 'mailto:someone@example.com'],
    ]);
    expect(skipped[2]?.reason).toBe('The same link as line 2.');
  });

  it('refuses an empty file, a file without links, a binary file, broken quoting and too many rows', () => {
    expect(codeOf(() => read(''))).toBe('csv_no_valid_urls');
    expect(codeOf(() => read('url\n\n\n'))).toBe('csv_no_valid_urls');
    expect(codeOf(() => read('name\nAda\nGrace'))).toBe('csv_no_valid_urls');
    expect(
      codeOf(() => read(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))),
    ).toBe('csv_unreadable');
    expect(codeOf(() => read(Buffer.from([0x68, 0x74, 0xff, 0xfe, 0x74])))).toBe('csv_unreadable');
    expect(codeOf(() => read('"https://a.example.com/1\nhttps://a.example.com/2'))).toBe('csv_unreadable');
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `https://a.example.com/${i}`).join('\n');
    expect(codeOf(() => read(`url\n${rows(1001)}`))).toBe('csv_too_many_rows');
    expect(read(`url\n${rows(1000)}`).links).toHaveLength(1000);
  });
});
