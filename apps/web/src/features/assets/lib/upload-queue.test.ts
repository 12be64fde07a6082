import { catalogueError } from '@expertos/api-client/api-error';
import {
  ASSET_RESUMABLE_FROM_BYTES,
  ASSET_UPLOAD_MAX_BYTES,
  ASSET_UPLOAD_PARALLEL,
  type AssetUploadResult,
} from '@expertos/domain/assets';
import { describe, expect, it } from 'vitest';
import { anAsset, BRAND } from '../test/asset-fixtures';
import {
  createUploadQueue,
  type PickedFile,
  routeOf,
  type SendContext,
  type UploadItem,
  type UploadTransport,
} from './upload-queue';

/** A file that says it is `size` bytes without holding them. */
function sized(name: string, size: number): PickedFile {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return { file, name };
}

const stored = (uid: string): AssetUploadResult => ({ status: 'stored', asset: anAsset(uid) });
const target = { brand: BRAND, folderUid: null, assetUid: null };

/** A transport whose sends stay open until the test settles them; it counts what is in flight. */
function fakeTransport() {
  const open = new Map<string, { resolve: (r: AssetUploadResult) => void; reject: (e: unknown) => void }>();
  const sent: { route: 'multipart' | 'tus'; name: string }[] = [];
  let inFlight = 0;
  let most = 0;
  const send = (route: 'multipart' | 'tus') => (item: UploadItem, context: SendContext) =>
    new Promise<AssetUploadResult>((resolve, reject) => {
      sent.push({ route, name: item.name });
      inFlight += 1;
      most = Math.max(most, inFlight);
      const done = () => {
        inFlight -= 1;
        open.delete(item.name);
      };
      context.signal.addEventListener('abort', () => {
        done();
        reject(new DOMException('cancelled', 'AbortError'));
      });
      context.onProgress(Math.floor(item.size / 2));
      open.set(item.name, {
        resolve: (result) => {
          done();
          resolve(result);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
    });
  const transport: UploadTransport = { multipart: send('multipart'), tus: send('tus') };
  return {
    transport,
    sent,
    open,
    most: () => most,
    inFlight: () => inFlight,
    finish: async (name: string, result: AssetUploadResult = stored(name)) => {
      open.get(name)?.resolve(result);
      await flush();
    },
    fail: async (name: string, error: unknown) => {
      open.get(name)?.reject(error);
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const statuses = (items: readonly UploadItem[]) => items.map((item) => `${item.name}:${item.status}`);

describe('routeOf', () => {
  it('sends files up to 8 MB in one request and larger ones by tus', () => {
    expect(routeOf(ASSET_RESUMABLE_FROM_BYTES)).toBe('multipart');
    expect(routeOf(ASSET_RESUMABLE_FROM_BYTES + 1)).toBe('tus');
    expect(routeOf(0)).toBe('multipart');
  });
});

describe('the upload queue', () => {
  it('never has more than three files in flight, and starts the next as one ends', async () => {
    const fake = fakeTransport();
    const queue = createUploadQueue(fake.transport);
    queue.add(
      Array.from({ length: 8 }, (_, i) => sized(`f${i}.png`, 1000)),
      target,
    );
    await flush();
    expect(ASSET_UPLOAD_PARALLEL).toBe(3);
    expect(fake.inFlight()).toBe(3);
    expect(queue.inFlight()).toBe(3);
    expect(statuses(queue.items()).filter((s) => s.endsWith(':queued'))).toHaveLength(5);

    await fake.finish('f1.png');
    expect(fake.inFlight()).toBe(3);
    expect(fake.sent.map((s) => s.name)).toEqual(['f0.png', 'f1.png', 'f2.png', 'f3.png']);
    for (const name of ['f0.png', 'f2.png', 'f3.png', 'f4.png', 'f5.png', 'f6.png', 'f7.png']) {
      await fake.finish(name);
    }
    expect(fake.most()).toBe(3);
    expect(queue.items().every((item) => item.status === 'stored')).toBe(true);
  });

  it('routes each file by its size: multipart up to 8 MB, tus above', async () => {
    const fake = fakeTransport();
    const queue = createUploadQueue(fake.transport);
    queue.add(
      [
        sized('small.png', 100),
        sized('edge.png', ASSET_RESUMABLE_FROM_BYTES),
        sized('big.mp4', ASSET_RESUMABLE_FROM_BYTES + 1),
      ],
      target,
    );
    await flush();
    expect(fake.sent).toEqual([
      { route: 'multipart', name: 'small.png' },
      { route: 'multipart', name: 'edge.png' },
      { route: 'tus', name: 'big.mp4' },
    ]);
  });

  it('refuses a file over the largest limit before sending a byte, with the catalogue code', async () => {
    const fake = fakeTransport();
    const queue = createUploadQueue(fake.transport);
    queue.add([sized('huge.mov', ASSET_UPLOAD_MAX_BYTES + 1), sized('ok.png', 10)], target);
    await flush();
    expect(fake.sent.map((s) => s.name)).toEqual(['ok.png']);
    const [huge] = queue.items();
    expect(huge).toMatchObject({ status: 'failed', error: { code: 'asset_too_large', status: 413 } });
    queue.retry(huge!.id);
    await flush();
    expect(fake.sent.map((s) => s.name)).toEqual(['ok.png']);
  });

  it("keeps the server's refusal on the file's row, and sends it again on retry", async () => {
    const fake = fakeTransport();
    const queue = createUploadQueue(fake.transport);
    const [item] = queue.add([sized('a.png', 10)], target);
    await flush();
    await fake.fail('a.png', catalogueError('storage_quota_exceeded', 413));
    expect(queue.items()[0]).toMatchObject({ status: 'failed', error: { code: 'storage_quota_exceeded' } });
    queue.retry(item!.id);
    await flush();
    expect(queue.items()[0]?.status).toBe('uploading');
    await fake.finish('a.png');
    expect(queue.items()[0]?.status).toBe('stored');
    expect(fake.sent).toHaveLength(2);
  });

  it('cancels one file, which frees its place for the next at once', async () => {
    const fake = fakeTransport();
    const queue = createUploadQueue(fake.transport, { parallel: 1 });
    const [first, second] = queue.add([sized('a.png', 10), sized('b.png', 10)], target);
    await flush();
    expect(queue.items()[0]?.sent).toBe(5);
    queue.cancel(first!.id);
    await flush();
    expect(statuses(queue.items())).toEqual(['a.png:cancelled', 'b.png:uploading']);
    queue.cancel(second!.id);
    await flush();
    expect(fake.inFlight()).toBe(0);
    expect(queue.inFlight()).toBe(0);
  });

  it('holds a duplicate for the choice, and tells the page once it is settled', async () => {
    const fake = fakeTransport();
    const queue = createUploadQueue(fake.transport);
    const told: string[] = [];
    queue.onResult((item) => told.push(item.name));
    const [item] = queue.add([sized('logo.png', 10)], target);
    await flush();
    await fake.finish('logo.png', { status: 'duplicate', upload_uid: 'up1', existing: anAsset('a1') });
    expect(queue.items()[0]?.status).toBe('duplicate');
    expect(told).toEqual([]);
    queue.settle(item!.id, stored('a2'));
    expect(queue.items()[0]?.status).toBe('stored');
    expect(told).toEqual(['logo.png']);
  });

  it('a transport that throws at once fails only its own file', async () => {
    const queue = createUploadQueue({
      multipart: () => {
        throw new Error('boom');
      },
      tus: async () => stored('t'),
    });
    queue.add([sized('a.png', 10), sized('b.mp4', ASSET_RESUMABLE_FROM_BYTES * 2)], target);
    await flush();
    expect(statuses(queue.items())).toEqual(['a.png:failed', 'b.mp4:stored']);
  });
});
