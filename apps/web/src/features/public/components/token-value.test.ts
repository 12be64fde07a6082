import { describe, expect, it } from 'vitest';
import { describeTokenValue } from './token-value';

describe('describeTokenValue', () => {
  it('shows rem tokens with their pixel size', () => {
    expect(describeTokenValue('calc(0.625rem * var(--mantine-scale))')).toBe('0.625rem · 10px');
    expect(describeTokenValue('calc(2.125rem * var(--mantine-scale))')).toBe('2.125rem · 34px');
  });

  it('leaves other values alone', () => {
    expect(describeTokenValue('1.5')).toBe('1.5');
  });
});
