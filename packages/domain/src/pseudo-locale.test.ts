import { describe, expect, it } from 'vitest';
import { pseudoCatalogue, pseudoLocalize, pseudoPadding } from './pseudo-locale';

describe('the en-XA pseudo-locale', () => {
  it('accents the text, pads it by about a third and brackets it', () => {
    expect(pseudoLocalize('Save')).toBe('[Šåvé·····]');
    const long = 'The brand’s posts for the week, ready for review';
    const pseudo = pseudoLocalize(long);
    expect(pseudo.startsWith('[Ţĥé ƀŕåñð’š þöšţš ƒöŕ ţĥé ŵééķ, ŕéåðý ƒöŕ ŕévíéŵ·')).toBe(true);
    expect(pseudo.length).toBe(long.length + 2 + pseudoPadding(long.length));
    expect(pseudoPadding(long.length)).toBeGreaterThanOrEqual(Math.ceil(long.length * 0.35));
    expect(pseudo.endsWith('·]')).toBe(true);
  });

  it('keeps arguments and tags as they are, and leaves an empty text empty', () => {
    expect(pseudoLocalize('Next: {step}')).toBe('[Ñéxţ: {step}······]');
    expect(pseudoLocalize('Press <b>Ctrl</b> and <0>open</0>')).toBe(
      '[Pŕéšš <b>Çţŕļ</b> åñð <0>öþéñ</0>··········]',
    );
    expect(pseudoLocalize('{n, number} done, {d, date, short}')).toBe(
      '[{n, number} ðöñé, {d, date, short}······]',
    );
    expect(pseudoLocalize('1 < 2 > 0')).toBe('[1 < 2 > 0·······]');
    expect(pseudoLocalize('')).toBe('');
  });

  it('transforms each form of a plural or select, keeping its selectors, # and nested arguments', () => {
    expect(pseudoLocalize('{count, plural, one {{handled} of # file} other {{handled} of # files}}')).toBe(
      '[{count, plural, one {{handled} öƒ # ƒíļé} other {{handled} öƒ # ƒíļéš}}·······]',
    );
    expect(
      pseudoLocalize('{n, plural, offset:1 =0 {none} other {# more}} and {kind, select, a {A} other {#}}'),
    ).toBe('[{n, plural, offset:1 =0 {ñöñé} other {# ɱöŕé}} åñð {kind, select, a {Å} other {#}}········]');
  });

  it('copies quoted text as it stands and keeps a doubled apostrophe', () => {
    expect(pseudoLocalize("It''s '{literal}' ok")).toBe("[Îţ''š '{literal}' öķ·········]");
    expect(pseudoLocalize("{n, plural, other {# is '#'}}")).toBe("[{n, plural, other {# íš '#'}}······]");
  });

  it('transforms every text of a catalogue, its keys as they are', () => {
    expect(pseudoCatalogue({ ui: { save: 'Save', nested: { hi: 'Hi {name}' } } })).toEqual({
      ui: { save: '[Šåvé·····]', nested: { hi: '[Ĥí {name}·····]' } },
    });
  });
});
