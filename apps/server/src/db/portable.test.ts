import { describe, expect, it } from 'vitest';
import { escapeLike, fromDbBoolean, fromDbJson, toDbBoolean, toDbJson } from './portable.js';

describe('portable column helpers', () => {
  it('round-trips booleans through 0/1', () => {
    expect(fromDbBoolean(toDbBoolean(true))).toBe(true);
    expect(fromDbBoolean(toDbBoolean(false))).toBe(false);
    expect(fromDbBoolean(null)).toBe(false);
  });

  it('round-trips JSON and falls back on bad or empty text', () => {
    expect(fromDbJson(toDbJson({ a: [1, 'b'] }), {})).toEqual({ a: [1, 'b'] });
    expect(fromDbJson('{broken', ['fallback'])).toEqual(['fallback']);
    expect(fromDbJson(null, 0)).toBe(0);
  });

  it('escapes LIKE wildcards so user text matches literally', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
  });
});
