import { describe, expect, it } from 'vitest';
import {
  appendChunk,
  finishLedger,
  newLedger,
  recordedBytes,
  recordedMs,
  recoveredState,
  resumePoint,
} from './recording';

const three = () => {
  let ledger = newLedger('r1', '2026-11-27T12:00:00.000Z');
  for (const [index, size] of [100, 250, 50].entries()) ledger = appendChunk(ledger, index, size);
  return ledger;
};

describe('a recording ledger', () => {
  it('keeps chunks in order and adds up what is stored', () => {
    const ledger = three();
    expect(ledger.sizes).toEqual([100, 250, 50]);
    expect(recordedBytes(ledger)).toBe(400);
    expect(recordedMs(ledger)).toBe(6_000);
  });

  it('takes a chunk written again after a crash, and refuses gaps, changed sizes and chunks after the end', () => {
    const ledger = three();
    expect(appendChunk(ledger, 1, 250)).toBe(ledger);
    expect(() => appendChunk(ledger, 1, 251)).toThrow(/stored with 250 bytes/);
    expect(() => appendChunk(ledger, 5, 10)).toThrow(/after 3 chunks/);
    expect(() => appendChunk(finishLedger(ledger), 3, 10)).toThrow(/finished/);
    expect(() => appendChunk(ledger, 3, -1)).toThrow(/bad size/);
  });

  it('resumes an upload inside the chunk the server got to', () => {
    const ledger = three();
    expect(resumePoint(ledger, 0)).toEqual({ chunk: 0, skip: 0 });
    expect(resumePoint(ledger, 100)).toEqual({ chunk: 1, skip: 0 });
    expect(resumePoint(ledger, 180)).toEqual({ chunk: 1, skip: 80 });
    expect(resumePoint(ledger, 399)).toEqual({ chunk: 2, skip: 49 });
    expect(resumePoint(ledger, 400)).toBeNull();
    expect(() => resumePoint(ledger, 401)).toThrow(/has 401 bytes of 400/);
  });

  it('skips empty chunks when resuming', () => {
    let ledger = newLedger('r2', '2026-11-27T12:00:00.000Z');
    for (const [index, size] of [10, 0, 5].entries()) ledger = appendChunk(ledger, index, size);
    expect(resumePoint(ledger, 10)).toEqual({ chunk: 2, skip: 0 });
  });

  it('says what a ledger found at start-up can do', () => {
    expect(recoveredState(newLedger('r', 'x'), 0)).toBe('empty');
    expect(recoveredState(three(), 0)).toBe('recording-cut');
    expect(recoveredState(finishLedger(three()), 120)).toBe('upload-pending');
    expect(recoveredState(finishLedger(three()), 400)).toBe('uploaded');
  });
});
