import { describe, expect, it } from 'vitest';
import { slugifyFilename } from './filenames';

describe('slugifyFilename', () => {
  it.each([
    ['Café Menu & Prices.PDF', 'cafe-menu-and-prices.pdf'],
    ['Ñandú Über.png', 'nandu-uber.png'],
    ['R&D plan.txt', 'r-and-d-plan.txt'],
    ['  Quarterly   Report  .xlsx', 'quarterly-report.xlsx'],
    ['already-a-slug.md', 'already-a-slug.md'],
    ['--Hyphens -- everywhere--.csv', 'hyphens-everywhere.csv'],
    ['tab\tand\nnewline.txt', 'tab-and-newline.txt'],
    // No extension
    ['README', 'readme'],
    ['Notes for Monday', 'notes-for-monday'],
    ['trailing dot.', 'trailing-dot'],
    // Dotfiles: a leading dot starts no extension
    ['.env', 'env'],
    ['.env.local', 'env.local'],
    // Multiple dots: only the last one separates the extension; the others are symbols
    ['my.report v2.final.docx', 'myreport-v2final.docx'],
    ['archive.tar.gz', 'archivetar.gz'],
    // Symbols removed, underscores included
    ['Invoice #42 (final)!.pdf', 'invoice-42-final.pdf'],
    ['snake_case_name.js', 'snakecasename.js'],
    ['a/b\\c.txt', 'abc.txt'],
    // Only symbols: fall back to 'file'
    ['@#$%.png', 'file.png'],
    ['!!!', 'file'],
    ['', 'file'],
    ['...', 'file'],
    ['   .JPG', 'jpg'],
    // Extension cleaned too
    ['photo.JPEG', 'photo.jpeg'],
    ['photo.jp g', 'photo.jpg'],
    ['photo.$$$', 'photo'],
    // Unicode
    ['Crème Brûlée.JPG', 'creme-brulee.jpg'],
    ['Søren Ærø Straße.pdf', 'soren-aero-strasse.pdf'],
    ['İstanbul Łódź.png', 'istanbul-lodz.png'],
    // NFD folds accents only, not compatibility forms such as full-width letters
    ['Ｆｕｌｌｗｉｄｔｈ.txt', 'file.txt'],
    ['отчёт.pdf', 'file.pdf'],
    ['日本語 レポート.png', 'file.png'],
    ['emoji 🎉 party.gif', 'emoji-party.gif'],
  ])('%j → %j', (name, slug) => {
    expect(slugifyFilename(name)).toBe(slug);
  });

  it('always yields a safe name', () => {
    for (const name of ['../../etc/passwd', 'CON', ' ', '\u0000x.y', 'a'.repeat(50)]) {
      expect(slugifyFilename(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)?$/);
    }
  });
});
