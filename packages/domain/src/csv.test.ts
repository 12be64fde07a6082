import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from './csv';

describe('csv', () => {
  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('never lets typed text start a formula, but leaves our own numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@everyone')).toBe("'@everyone");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends each record with CRLF, and marks the file as UTF-8', () => {
    expect(csvLine(['#1', 'Café, crème', null])).toBe('#1,"Café, crème",\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
