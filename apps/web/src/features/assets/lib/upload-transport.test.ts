import { ASSET_RESUMABLE_FROM_BYTES, type AssetUpload } from '@expertos/domain/assets';
import type { Upload } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/render';
import { anAsset, BRAND } from '../test/asset-fixtures';
import type { UploadItem } from './upload-queue';
import {
  sendMultipart,
  sendTus,
  shouldRetryTus,
  TUS_RETRY_DELAYS_MS,
  tusFingerprint,
  type UploadFactory,
} from './upload-transport';

let token: string;
beforeEach(() => {
  token = signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function anItem(change: Partial<UploadItem> = {}): UploadItem {
  const file = new File(['bytes'], 'a.mp4', { type: 'video/mp4', lastModified: 1 });
  return {
    id: 'i1',
    brand: BRAND,
    folderUid: 'f1',
    assetUid: null,
    file,
    name: 'shoot/day 1/a.mp4',
    size: file.size,
    route: 'tus',
    status: 'uploading',
    sent: 0,
    error: null,
    result: null,
    ...change,
  };
}

const context = () => ({ onProgress: vi.fn(), signal: new AbortController().signal });
const upload = (uid: string, withResult = true): AssetUpload => ({
  uid,
  size: 5,
  received: 5,
  result: withResult ? { status: 'stored', asset: anAsset('a1') } : null,
});

type Options = Parameters<UploadFactory>[1];

/** A stand-in for tus-js-client's Upload: records its options and what was called. */
function fakeTus(previous: { uploadUrl: string; creationTime: string }[] = []) {
  const made: { options: Options; upload: Upload & { started: boolean; resumedFrom: unknown } }[] = [];
  const factory: UploadFactory = (_file, options) => {
    const fake = {
      url: null as string | null,
      started: false,
      resumedFrom: null as unknown,
      start() {
        fake.started = true;
      },
      abort: vi.fn(async () => undefined),
      findPreviousUploads: async () =>
        previous.map((p) => ({
          ...p,
          size: 5,
          metadata: {},
          urlStorageKey: p.uploadUrl,
          parallelUploadUrls: null,
        })),
      resumeFromPreviousUpload(p: { uploadUrl: string }) {
        fake.resumedFrom = p;
        fake.url = p.uploadUrl;
      },
    };
    made.push({ options, upload: fake as unknown as Upload & { started: boolean; resumedFrom: unknown } });
    return fake as unknown as Upload;
  };
  return { factory, made };
}

const response = (body: string) => ({
  getStatus: () => 200,
  getHeader: () => undefined,
  getBody: () => body,
  getUnderlyingObject: () => null,
});

describe('sendTus', () => {
  it('creates the upload at the brand’s tus endpoint with the path, folder, chunk size, retries and token', async () => {
    const tus = fakeTus();
    const sending = sendTus(anItem(), context(), tus.factory);
    await vi.waitFor(() => expect(tus.made[0]?.upload.started).toBe(true));
    const { options } = tus.made[0]!;
    expect(options.endpoint).toBe(`${window.location.origin}/api/workspaces/w1/projects/p1/asset-uploads`);
    expect(options.metadata).toEqual({ filename: 'shoot/day 1/a.mp4', folder_uid: 'f1' });
    expect(options.chunkSize).toBe(ASSET_RESUMABLE_FROM_BYTES);
    expect(options.retryDelays).toEqual(TUS_RETRY_DELAYS_MS);
    expect(options.removeFingerprintOnSuccess).toBe(true);
    const headers: Record<string, string> = {};
    await options.onBeforeRequest?.({ setHeader: (k: string, v: string) => (headers[k] = v) } as never);
    expect(headers.Authorization).toBe(`Bearer ${token}`);

    tus.made[0]!.upload.url = 'http://localhost/api/workspaces/w1/projects/p1/asset-uploads/up1';
    options.onSuccess?.({ lastResponse: response(JSON.stringify(upload('up1'))) });
    await expect(sending).resolves.toMatchObject({ status: 'stored', asset: { uid: 'a1' } });
  });

  it('resumes the newest earlier upload of the same file for the same place', async () => {
    const tus = fakeTus([
      { uploadUrl: 'http://h/asset-uploads/old', creationTime: '2026-01-01T00:00:00Z' },
      { uploadUrl: 'http://h/asset-uploads/new', creationTime: '2026-02-01T00:00:00Z' },
    ]);
    void sendTus(anItem(), context(), tus.factory).catch(() => undefined);
    await vi.waitFor(() => expect(tus.made[0]?.upload.started).toBe(true));
    expect(tus.made[0]!.upload.resumedFrom).toMatchObject({ uploadUrl: 'http://h/asset-uploads/new' });
  });

  it('remembers an upload by brand, folder, version target and file, so another folder starts afresh', () => {
    expect(tusFingerprint(anItem())).not.toBe(tusFingerprint(anItem({ folderUid: 'f2' })));
    expect(tusFingerprint(anItem())).not.toBe(tusFingerprint(anItem({ assetUid: 'a1' })));
    expect(tusFingerprint(anItem())).toBe(tusFingerprint(anItem()));
  });

  it('asks the upload for its result when the last reply carried none (a resumed, finished upload)', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(upload('up 2')), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const tus = fakeTus();
    const sending = sendTus(anItem(), context(), tus.factory);
    await vi.waitFor(() => expect(tus.made[0]?.upload.started).toBe(true));
    tus.made[0]!.upload.url = 'http://localhost/api/workspaces/w1/projects/p1/asset-uploads/up%202';
    tus.made[0]!.options.onSuccess?.({ lastResponse: response('') });
    await expect(sending).resolves.toMatchObject({ status: 'stored' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/api/workspaces/w1/projects/p1/asset-uploads/up%202/result',
    );
  });

  it("fails with the server's code", async () => {
    const tus = fakeTus();
    const sending = sendTus(anItem(), context(), tus.factory);
    await vi.waitFor(() => expect(tus.made[0]?.upload.started).toBe(true));
    const { DetailedError } = await import('tus-js-client');
    const error = new DetailedError('refused') as InstanceType<typeof DetailedError>;
    error.originalResponse = {
      ...response(JSON.stringify({ code: 'storage_quota_exceeded', message: 'Full' })),
      getStatus: () => 413,
    };
    tus.made[0]!.options.onError?.(error);
    await expect(sending).rejects.toMatchObject({ status: 413, code: 'storage_quota_exceeded' });
  });

  it('terminates the upload on the server when cancelled', async () => {
    const tus = fakeTus();
    const controller = new AbortController();
    const sending = sendTus(anItem(), { onProgress: vi.fn(), signal: controller.signal }, tus.factory);
    await vi.waitFor(() => expect(tus.made[0]?.upload.started).toBe(true));
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(tus.made[0]!.upload.abort).toHaveBeenCalledWith(true);
  });
});

/** A stand-in XMLHttpRequest: records the request; the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('shouldRetryTus', () => {
  it('tries again after a dropped connection, a server error, a conflict or a lock, whatever navigator.onLine says', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      expect([0, 500, 502, 503, 409, 423].map(shouldRetryTus)).toEqual([true, true, true, true, true, true]);
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
  });

  it('never tries a refusal again', () => {
    expect([400, 401, 403, 404, 413, 415, 422].map(shouldRetryTus)).toEqual(new Array(7).fill(false));
  });
});

describe('sendMultipart', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('posts the form (fields, then the file) with the token, and reports progress', async () => {
    const ctx = context();
    const item = anItem({ route: 'multipart', name: 'logo.png', folderUid: null, assetUid: 'a9' });
    const sending = sendMultipart(item, ctx);
    await vi.waitFor(() => expect(FakeXhr.last?.body ?? null).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/workspaces/w1/projects/p1/assets']);
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr.headers['Idempotency-Key']).toBeTruthy();
    expect([...(xhr.body as FormData).keys()]).toEqual(['name', 'asset_uid', 'file']);
    xhr.upload.onprogress?.({ loaded: 3 });
    expect(ctx.onProgress).toHaveBeenCalledWith(3);
    xhr.answer(201, { status: 'duplicate', upload_uid: 'up1', existing: anAsset('a1') });
    await expect(sending).resolves.toMatchObject({ status: 'duplicate', upload_uid: 'up1' });
  });

  it.each([
    [413, 'asset_too_large'],
    [415, 'asset_type_refused'],
    [422, 'asset_image_too_large'],
    [413, 'storage_quota_exceeded'],
  ])("rejects a %s with the server's code %s", async (status, code) => {
    const sending = sendMultipart(anItem({ route: 'multipart' }), context());
    await vi.waitFor(() => expect(FakeXhr.last?.body ?? null).not.toBeNull());
    FakeXhr.last!.answer(status, { code, message: 'No' });
    await expect(sending).rejects.toMatchObject({ status, code });
  });
});
