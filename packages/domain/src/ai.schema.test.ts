import { describe, expect, it } from 'vitest';
import { AI_TRANSCRIPTION_TOKENS_PER_MINUTE, transcriptionTokens } from './ai.schema';

describe('transcriptionTokens', () => {
  it('counts each started second of audio at the per-minute rate, rounded up', () => {
    expect(transcriptionTokens(60_000)).toBe(AI_TRANSCRIPTION_TOKENS_PER_MINUTE);
    expect(transcriptionTokens(2 * 60 * 60_000)).toBe(120 * AI_TRANSCRIPTION_TOKENS_PER_MINUTE);
    // 4.006 s is five started seconds: 5 × 1000 / 60 = 83.3…
    expect(transcriptionTokens(4_006)).toBe(84);
    expect(transcriptionTokens(1)).toBe(17);
    expect(transcriptionTokens(0)).toBe(0);
  });
});
