import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGE_MAX_FILES } from '@expertos/domain/ticket.schema';
import { describe, expect, it } from 'vitest';
import { checkReferenceImages } from './reference-image-check';
import { aFile } from './ticket-fixture';

const MB = 1024 * 1024;

describe('checkReferenceImages', () => {
  it('accepts images up to 5 MB while the task has room', () => {
    const files = [aFile('a.png', 'image/png', 5 * MB), aFile('b.jpg', 'image/jpeg', 10)];
    expect(REFERENCE_IMAGE_MAX_BYTES).toBe(5 * MB);
    expect(checkReferenceImages(files, 8)).toEqual({ accepted: files, problems: [] });
  });

  it('leaves out a file over 5 MB and names it', () => {
    const big = aFile('Big Photo.png', 'image/png', 6 * MB);
    const small = aFile('small.png', 'image/png', 100);
    expect(checkReferenceImages([big, small], 0)).toEqual({
      accepted: [small],
      problems: [{ code: 'attachment_too_large', name: 'Big Photo.png' }],
    });
  });

  it('leaves out what is not an image', () => {
    const pdf = aFile('brief.pdf', 'application/pdf', 100);
    expect(checkReferenceImages([pdf], 0)).toEqual({
      accepted: [],
      problems: [{ code: 'not_an_image', name: 'brief.pdf' }],
    });
  });

  it('refuses the whole batch that would take the task past 10 images', () => {
    expect(REFERENCE_IMAGE_MAX_FILES).toBe(10);
    const one = aFile('eleventh.png', 'image/png', 100);
    expect(checkReferenceImages([one], 10)).toEqual({
      accepted: [],
      problems: [{ code: 'too_many_attachments' }],
    });
    const three = [1, 2, 3].map((n) => aFile(`${n}.png`, 'image/png', 100));
    expect(checkReferenceImages(three, 8).accepted).toEqual([]);
    expect(checkReferenceImages(three, 7).accepted).toEqual(three);
  });
});
