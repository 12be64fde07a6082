import { AI_BRIEF_MAX_CHARS } from '@expertos/domain/ai.schema';
import { describe, expect, it } from 'vitest';
import { rewriteBrief, rewriteLimit, rewrittenText } from './rewrite-brief';

describe('the brief that rewrites an evergreen copy', () => {
  it('keeps the network’s limit when the post names one, else the original’s length', () => {
    expect(rewriteLimit('x', 'Hi')).toBe(280);
    expect(rewriteLimit('instagram', 'Hi')).toBe(2200);
    // A blog, or no network: not longer than the original (an emoji counts once).
    expect(rewriteLimit('blog', 'Hi 🍞')).toBe(4);
    expect(rewriteLimit(null, 'Hello')).toBe(5);
  });

  it('asks for new words in the brand’s voice, within the limit, and the caption only', () => {
    const brief = rewriteBrief('Five tips', 280);
    expect(brief).toContain('new words, in the brand’s voice');
    expect(brief).toContain(
      'about as long as the original (9 characters) and never longer than 280 characters',
    );
    expect(brief).toContain('Answer with the new caption itself only');
    expect(brief.endsWith('The post:\nFive tips')).toBe(true);
  });

  it('cuts a long caption to what a brief may hold', () => {
    expect(rewriteBrief('a'.repeat(10_000), 2200)).toHaveLength(AI_BRIEF_MAX_CHARS);
  });

  it('takes the answer without the quotes around it', () => {
    expect(rewrittenText('  “New words”\n')).toBe('New words');
    expect(rewrittenText('"Say it"')).toBe('Say it');
    expect(rewrittenText('Plain text')).toBe('Plain text');
  });
});
