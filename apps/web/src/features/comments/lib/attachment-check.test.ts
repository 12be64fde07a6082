import { describe, expect, it } from 'vitest';
import { aFile } from '../test/comment-fixtures';
import { checkComment, checkNewFiles, formatBytes } from './attachment-check';

const MB = 1024 * 1024;

describe('attachment checks (10 files, 5 MB each)', () => {
  it('leaves out a file over 5 MB and keeps the others', () => {
    const small = aFile('a.txt', 5 * MB);
    const check = checkNewFiles([small, aFile('big.bin', 5 * MB + 1)], 0);
    expect(check.accepted).toEqual([small]);
    expect(check.problems).toEqual([{ code: 'attachment_too_large', name: 'big.bin' }]);
  });

  it('refuses a batch that would pass 10 files, counting what is attached', () => {
    expect(checkNewFiles([aFile('a', 1), aFile('b', 1)], 9)).toEqual({
      accepted: [],
      problems: [{ code: 'too_many_attachments' }],
    });
    expect(checkNewFiles([aFile('a', 1)], 9).accepted).toHaveLength(1);
  });

  it('counts the voice note on posting', () => {
    const ten = Array.from({ length: 10 }, (_, index) => aFile(`${index}`, 1));
    const note = { blob: new Blob(['x']), name: 'voice-note.webm' };
    expect(checkComment(ten, note)).toEqual([{ code: 'too_many_attachments' }]);
    expect(checkComment(ten.slice(1), note)).toEqual([]);
  });

  it('writes sizes for people', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * MB, 'en')).toBe('5 MB');
  });
});
