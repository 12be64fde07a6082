import { parseMentions } from '@expertos/domain/comment.schema';
import { describe, expect, it } from 'vitest';
import {
  bodyToDraft,
  draftToBody,
  findMentionQuery,
  insertMention,
  matchPeople,
  mentionLabel,
} from './mention-text';

const ANN = { uid: 'm1', name: 'Ann', email: 'ann@example.com' };
const ANN_LEE = { uid: 'm2', name: 'Ann Lee', email: 'lee@example.com' };
const NO_NAME = { uid: 'm3', name: null, email: 'bob@example.com' };

describe('mention text', () => {
  it('turns picked labels into tokens, longest first, whole words only', () => {
    const mentions = new Map([
      ['Ann', 'm1'],
      ['Ann Lee', 'm2'],
    ]);
    expect(draftToBody('@Ann Lee and @Ann, not @Annie or mail@Ann', mentions)).toBe(
      '@[Ann Lee](m2) and @[Ann](m1), not @Annie or mail@Ann',
    );
    expect(parseMentions(draftToBody('@Ann Lee and @Ann', mentions))).toEqual(['m2', 'm1']);
  });

  it('leaves a label the user changed by hand as plain text', () => {
    expect(draftToBody('@Ann Le', new Map([['Ann Lee', 'm2']]))).toBe('@Ann Le');
  });

  it('reads a stored body back into the textarea form and round-trips', () => {
    const body = 'Hi @[Ann Lee](m2)\nand @[bob@example.com](m3)';
    const draft = bodyToDraft(body);
    expect(draft.text).toBe('Hi @Ann Lee\nand @bob@example.com');
    expect(draftToBody(draft.text, draft.mentions)).toBe(body);
  });

  it('finds the mention being typed at the caret, not in e-mail addresses', () => {
    expect(findMentionQuery('Hi @an', 6)).toEqual({ start: 3, end: 6, query: 'an' });
    expect(findMentionQuery('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(findMentionQuery('mail ann@example', 16)).toBeNull();
    expect(findMentionQuery('@ann\nnext', 9)).toBeNull();
    expect(findMentionQuery('@ ann', 5)).toBeNull();
  });

  it('matches names and e-mails, names starting with the query first', () => {
    expect(matchPeople([ANN_LEE, NO_NAME, ANN], 'ann').map((p) => p.uid)).toEqual(['m1', 'm2']);
    expect(matchPeople([ANN_LEE, NO_NAME, ANN], 'bob').map((p) => p.uid)).toEqual(['m3']);
    expect(matchPeople([ANN_LEE], 'Ann Lee ')).toEqual([]);
    expect(mentionLabel(NO_NAME)).toBe('bob@example.com');
  });

  it('inserts the picked label with one space after it', () => {
    const at = findMentionQuery('Hi @an there', 6)!;
    expect(insertMention('Hi @an there', at, 'Ann Lee')).toEqual({ text: 'Hi @Ann Lee there', caret: 12 });
    expect(insertMention('@a', findMentionQuery('@a', 2)!, 'Ann')).toEqual({ text: '@Ann ', caret: 5 });
  });
});
