import { IMAGE_HEAD_BYTES, imageSize } from '../../platform/storage/image-size.js';
import type { Storage } from '../../platform/storage/storage.js';

export type PictureSize = { width: number; height: number };

/** How many images' sizes a process keeps: a stored image's bytes never change under its key. */
const KEPT = 2000;

/**
 * The width and height of the ticket's reference images, read from the head of each file
 * (platform/storage/image-size.ts), for the networks' aspect and resolution rules
 * (docs/product.md#publishing). Null when the file is missing or its header cannot be read:
 * the rules that need a size are then not checked. Kept per storage key, which names one file's
 * bytes for good.
 */
export function createImageSizes(storage: Pick<Storage, 'get'>) {
  const known = new Map<string, PictureSize | null>();

  async function read(key: string): Promise<PictureSize | null> {
    const stream = await storage.get(key, { start: 0, end: IMAGE_HEAD_BYTES - 1 });
    if (!stream) return null;
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= IMAGE_HEAD_BYTES) break;
    }
    stream.destroy();
    return imageSize(Buffer.concat(chunks));
  }

  return {
    async of(storageKey: string): Promise<PictureSize | null> {
      if (known.has(storageKey)) return known.get(storageKey) ?? null;
      let size: PictureSize | null;
      try {
        size = await read(storageKey);
      } catch {
        // A store that cannot be read now: no size this time, asked again next time.
        return null;
      }
      if (known.size >= KEPT) known.delete(known.keys().next().value as string);
      known.set(storageKey, size);
      return size;
    },
  };
}
export type ImageSizes = ReturnType<typeof createImageSizes>;
