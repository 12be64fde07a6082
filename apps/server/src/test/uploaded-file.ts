import fs from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from '../platform/storage/upload.js';

/**
 * An upload's file as the multipart reader hands it over (platform/storage/upload.ts): the
 * bytes in a file under `directory`, for tests that call a service without HTTP.
 */
export async function uploadedFile(directory: string, filename: string, data: Buffer): Promise<UploadedFile> {
  await fs.promises.mkdir(directory, { recursive: true });
  const file = path.join(directory, `${crypto.randomUUID()}.upload`);
  await fs.promises.writeFile(file, data);
  return {
    filename,
    size: data.length,
    path: file,
    inspect: async (look) => look(await fs.promises.readFile(file)),
  };
}
