import { AI_BRIEF_MAX_CHARS } from '@expertos/domain/ai.schema';
import { describe, expect, it } from 'vitest';
import { adaptBrief, adaptedText } from './adapt-brief';

describe("adapting a post's text to a network", () => {
  it("asks for the network's limit, and none for a hand-off network whose app checks it", () => {
    expect(adaptBrief({ network: 'Bluesky', limit: 300 }, 'Hello')).toMatch(
      /^Rewrite this social media post for Bluesky.*at most 300 characters.*\n\nThe post:\nHello$/s,
    );
    expect(adaptBrief({ network: 'Instagram', limit: null }, 'Hello')).not.toMatch(/at most/);
  });

  it('stays within what a brief may hold, however long the post', () => {
    expect(adaptBrief({ network: 'Mastodon', limit: 500 }, 'x'.repeat(10_000))).toHaveLength(
      AI_BRIEF_MAX_CHARS,
    );
  });

  it('takes the answer as the post, without the quotes a model puts around it', () => {
    expect(adaptedText('  “One sip of autumn.”\n')).toBe('One sip of autumn.');
    expect(adaptedText('Say "hi" to autumn')).toBe('Say "hi" to autumn');
  });
});
