import { describe, expect, it } from 'vitest';
import { en } from './en';
import snapshot from './en.snapshot.json';

describe('English resources', () => {
  it('are the texts recorded in en.snapshot.json (same keys, same texts)', () => {
    expect(en).toStrictEqual(snapshot);
  });
});
