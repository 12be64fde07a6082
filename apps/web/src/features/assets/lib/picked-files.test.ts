import { describe, expect, it } from 'vitest';
import { pickedFromDrop, pickedFromInput } from './picked-files';

const file = (name: string) => new File(['x'], name);

/** A file entry of the File System API, as webkitGetAsEntry answers it. */
const fileEntry = (fullPath: string) => ({
  isFile: true,
  isDirectory: false,
  name: fullPath.split('/').pop()!,
  fullPath,
  file: (done: (f: File) => void) => done(file(fullPath.split('/').pop()!)),
});

/** A folder entry whose reader answers its children in batches of `batch`, then an empty one. */
const folderEntry = (fullPath: string, children: unknown[], batch = 2) => ({
  isFile: false,
  isDirectory: true,
  name: fullPath.split('/').pop()!,
  fullPath,
  createReader: () => {
    let at = 0;
    return {
      readEntries: (done: (entries: unknown[]) => void) => {
        const next = children.slice(at, at + batch);
        at += batch;
        setTimeout(() => done(next), 0);
      },
    };
  },
});

const drop = (entries: unknown[], files: File[] = []) =>
  ({
    items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry, getAsFile: () => null })),
    files,
  }) as unknown as DataTransfer;

describe('pickedFromDrop', () => {
  it('walks dropped folders to the bottom, naming each file by its path, reading every batch', async () => {
    const shoot = folderEntry('/shoot', [
      fileEntry('/shoot/a.jpg'),
      folderEntry('/shoot/day 1', [fileEntry('/shoot/day 1/b.jpg'), fileEntry('/shoot/day 1/.DS_Store')]),
      fileEntry('/shoot/c.jpg'),
    ]);
    const picked = await pickedFromDrop(drop([shoot, fileEntry('/loose.pdf')]));
    expect(picked.map((p) => p.name)).toEqual([
      'shoot/a.jpg',
      'shoot/day 1/b.jpg',
      'shoot/c.jpg',
      'loose.pdf',
    ]);
    expect(picked[0]?.file).toBeInstanceOf(File);
  });

  it('takes the plain files where the browser gives no entries', async () => {
    const data = { items: [], files: [file('a.png'), file('b.png')] } as unknown as DataTransfer;
    expect((await pickedFromDrop(data)).map((p) => p.name)).toEqual(['a.png', 'b.png']);
  });
});

describe('pickedFromInput', () => {
  it("keeps a picked folder's relative paths and leaves out its system files", () => {
    const inFolder = (path: string) => {
      const f = file(path.split('/').pop()!);
      Object.defineProperty(f, 'webkitRelativePath', { value: path });
      return f;
    };
    const picked = pickedFromInput([
      inFolder('shoot/a.jpg'),
      inFolder('shoot/Thumbs.db'),
      file('.hidden-but-picked'),
    ]);
    expect(picked.map((p) => p.name)).toEqual(['shoot/a.jpg', '.hidden-but-picked']);
  });
});
