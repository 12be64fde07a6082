import { describe, expect, it } from 'vitest';
import { errorLines, requestLines } from './bug-lines';

describe('what is pasted into the bug ticket page', () => {
  it('takes console errors a line each', () => {
    expect(errorLines(' TypeError: x\n\n  ReferenceError: y ')).toEqual([
      'TypeError: x',
      'ReferenceError: y',
    ]);
  });

  it('reads failed requests as the network panel lists them', () => {
    expect(requestLines('POST https://shop.example/api/cart 500\nhttps://cdn.example/a.js')).toEqual([
      { method: 'POST', url: 'https://shop.example/api/cart', status: 500 },
      { method: 'GET', url: 'https://cdn.example/a.js', status: 0 },
    ]);
  });
});
