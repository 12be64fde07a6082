import type { PickedFile } from './upload-queue';

/**
 * Files a person picked or dropped, each named by its path below the folder they chose
 * (`shoot/day 1/a.jpg`), so the server makes the same folders. Only the browser's own
 * bookkeeping files of a folder (`.DS_Store`, `Thumbs.db`…) are left out; everything else is
 * for the server to accept or refuse.
 */

const SYSTEM_FILES = new Set(['thumbs.db', 'desktop.ini']);
const isSystemFile = (name: string) => name.startsWith('.') || SYSTEM_FILES.has(name.toLowerCase());

/** Files from an `<input type="file">`: with `webkitdirectory`, each carries its relative path. */
export function pickedFromInput(files: Iterable<File>): PickedFile[] {
  const picked: PickedFile[] = [];
  for (const file of files) {
    const path = file.webkitRelativePath || '';
    if (path && isSystemFile(file.name)) continue;
    picked.push({ file, name: path || file.name });
  }
  return picked;
}

/** The parts of the File System API's entries that walking a dropped folder needs. */
interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
interface FileEntry extends Entry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
interface DirectoryEntry extends Entry {
  createReader(): {
    readEntries(success: (entries: Entry[]) => void, failure?: (error: unknown) => void): void;
  };
}

const readFile = (entry: FileEntry) =>
  new Promise<File>((resolve, reject) => {
    entry.file(resolve, reject);
  });

/** Every entry of a folder: a reader answers a batch at a time (100 in Chromium) until an empty one. */
async function readAll(entry: DirectoryEntry): Promise<Entry[]> {
  const reader = entry.createReader();
  const all: Entry[] = [];
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve, reject) => {
      reader.readEntries(resolve, reject);
    });
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: Entry, into: PickedFile[], inFolder: boolean): Promise<void> {
  if (entry.isFile) {
    if (inFolder && isSystemFile(entry.name)) return;
    const file = await readFile(entry as FileEntry);
    into.push({ file, name: entry.fullPath.replace(/^\/+/, '') || file.name });
    return;
  }
  if (entry.isDirectory) {
    for (const child of await readAll(entry as DirectoryEntry)) await walk(child, into, true);
  }
}

type EntryItem = DataTransferItem & { webkitGetAsEntry?: () => Entry | null };

/**
 * The files of a drop, folders walked (DataTransferItem.webkitGetAsEntry). The entries are
 * taken before the first await: the browser empties the DataTransfer once the drop handler
 * returns. Without entries (an old browser) the dropped files come flat, by name.
 */
export async function pickedFromDrop(data: DataTransfer): Promise<PickedFile[]> {
  const entries: Entry[] = [];
  const loose: File[] = [];
  for (const item of Array.from(data.items ?? []) as EntryItem[]) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.() ?? null;
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile();
      if (file) loose.push(file);
    }
  }
  if (entries.length === 0 && loose.length === 0) return pickedFromInput(Array.from(data.files ?? []));
  const picked: PickedFile[] = loose.map((file) => ({ file, name: file.name }));
  for (const entry of entries) await walk(entry, picked, false);
  return picked;
}
