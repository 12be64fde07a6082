import { describe, expect, it } from 'vitest';
import { folderOptions, postDay } from './library-pick';

const folder = (uid: string, name: string, parent_uid: string | null = null) => ({
  uid,
  name,
  parent_uid,
  open_to_externals: false,
  created_at: '2030-01-01T00:00:00.000Z',
});
describe("the library picker's folders", () => {
  it('names each folder by its path and sorts them by it, so two of one name differ', () => {
    const options = folderOptions([
      folder('d2', 'Day 1', 'b'),
      folder('a', 'Shoots'),
      folder('d1', 'Day 1', 'a'),
      folder('b', 'Events'),
    ]);
    expect(options).toEqual([
      { value: 'b', label: 'Events' },
      { value: 'd2', label: 'Events / Day 1' },
      { value: 'a', label: 'Shoots' },
      { value: 'd1', label: 'Shoots / Day 1' },
    ]);
  });

  it('stops at a folder whose parent loops back or is missing', () => {
    expect(folderOptions([folder('x', 'X', 'y'), folder('y', 'Y', 'x')]).map((o) => o.label)).toEqual([
      'X / Y',
      'Y / X',
    ]);
    expect(folderOptions([folder('o', 'Orphan', 'gone')])[0]?.label).toBe('Orphan');
  });
});

describe('the day a post’s assets are checked on', () => {
  const now = new Date('2030-03-10T23:30:00.000Z');
  it('is the UTC day of the scheduled instant, as the server checks it', () => {
    // 00:30 in Berlin on 1 June is still 31 May in UTC.
    expect(postDay({ when: 'at', date: '2030-06-01', time: '00:30' }, 'Europe/Berlin', now)).toBe(
      '2030-05-31',
    );
    expect(postDay({ when: 'at', date: '2030-06-01', time: '12:00' }, 'Europe/Berlin', now)).toBe(
      '2030-06-01',
    );
  });
  it('is the day picked while the time is not, and today when it goes out now or by the queue', () => {
    expect(postDay({ when: 'at', date: '2030-06-01', time: '' }, 'UTC', now)).toBe('2030-06-01');
    expect(postDay({ when: 'at', date: '', time: '' }, 'UTC', now)).toBe('2030-03-10');
    expect(postDay({ when: 'now', date: '2030-06-01', time: '12:00' }, 'UTC', now)).toBe('2030-03-10');
    expect(postDay({ when: 'queue', date: '', time: '' }, 'UTC', now)).toBe('2030-03-10');
  });
});
