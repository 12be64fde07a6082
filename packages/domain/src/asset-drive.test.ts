import { describe, expect, it } from 'vitest';
import { parseDriveLink } from './asset-drive';

const ID = '1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw';

describe('parseDriveLink', () => {
  it.each([
    [`https://drive.google.com/file/d/${ID}/view?usp=sharing`, 'file'],
    [`https://drive.google.com/file/d/${ID}`, 'file'],
    [`https://drive.google.com/open?id=${ID}`, 'any'],
    [`https://drive.google.com/uc?id=${ID}&export=download`, 'any'],
    [`https://drive.google.com/drive/folders/${ID}`, 'folder'],
    [`https://drive.google.com/drive/u/1/folders/${ID}?usp=drive_link`, 'folder'],
    [`https://docs.google.com/document/d/${ID}/edit`, 'file'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`, 'file'],
    [`https://docs.google.com/presentation/d/${ID}/edit?usp=sharing`, 'file'],
    [`  ${ID}  `, 'any'],
  ])('reads the id of %s', (link, kind) => {
    expect(parseDriveLink(link)).toEqual({ id: ID, kind });
  });

  it.each([
    '',
    'hello',
    'not an id!',
    `https://example.com/file/d/${ID}/view`,
    `https://drive.google.com.evil.test/file/d/${ID}/view`,
    `ftp://drive.google.com/file/d/${ID}/view`,
    'https://drive.google.com/drive/my-drive',
    'https://drive.google.com/file/d/short/view',
    `https://drive.google.com/somewhere?id=${ID}`,
  ])('refuses %j', (link) => {
    expect(parseDriveLink(link)).toBeNull();
  });
});
