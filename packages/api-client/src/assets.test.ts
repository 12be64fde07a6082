import { type Asset, assetListQuerySchema } from '@expertos/domain/assets';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assetListParams,
  assetUploadForm,
  assetUploadIdOf,
  assetUploadMetadata,
  deleteAsset,
  getAssetUpload,
  listAssets,
  readAssetUploadReply,
  resolveAssetUpload,
  uploadAsset,
} from './assets';
import { createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';

const at = '2026-03-01T10:00:00.000Z';
const anAsset = (uid: string): Asset => ({
  uid,
  project_uid: 'p1',
  folder_uid: null,
  name: `${uid}.jpg`,
  kind: 'image',
  source: 'upload',
  version: {
    uid: `${uid}-v1`,
    number: 1,
    content_type: 'image/jpeg',
    size: 10,
    sha256: 'x',
    width: 1,
    height: 1,
    duration_ms: null,
    preview: 'ready',
    preview_failure: null,
    uploader_uid: 'u1',
    created_at: at,
  },
  version_count: 1,
  tags: [],
  rights: {
    owner: null,
    licence: 'own',
    expires_on: null,
    networks: null,
    credit: null,
    notes: null,
    pull_policy: 'flag',
    state: 'ok',
  },
  uploader_uid: 'u1',
  archived: false,
  use_count: 0,
  created_at: at,
  updated_at: at,
});

const B = '/api/workspaces/w1/projects/p1';
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    [`GET ${B}/assets`]: () => ({ json: { items: [anAsset('a1')], next_cursor: 'n1' } }),
    [`POST ${B}/assets`]: () => ({ status: 201, json: { status: 'stored', asset: anAsset('a2') } }),
    [`DELETE ${B}/assets/a1`]: () => ({
      status: 409,
      json: { code: 'asset_in_use', message: 'In use' },
    }),
    [`GET ${B}/asset-uploads/up1/result`]: () => ({
      json: { uid: 'up1', size: 9, received: 9, result: { status: 'stored', asset: anAsset('a4') } },
    }),
    [`POST ${B}/asset-uploads/up%201/resolve`]: () => ({ json: { status: 'stored', asset: anAsset('a3') } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });
const brand = { workspaceId: 'w1', projectId: 'p1' };

describe('assetListParams', () => {
  it('writes only the set filters, in the form the server schema reads back', () => {
    const params = assetListParams(
      { folder: 'root', q: '  logo ', used: false, archived: true, kind: 'image', tag: '' },
      { cursor: 'c1', limit: 50 },
    );
    expect(params).toEqual({
      folder: 'root',
      q: 'logo',
      used: 'false',
      archived: 'true',
      kind: 'image',
      cursor: 'c1',
      limit: 50,
    });
    expect(assetListQuerySchema.parse(params)).toMatchObject({ used: false, archived: true, q: 'logo' });
  });
});

describe('GET …/assets', () => {
  it('sends the filters and the cursor with the bearer token and parses the page', async () => {
    const page = await listAssets(client(), brand, { rights: 'expiring' }, { cursor: 'c2' });
    expect(page.next_cursor).toBe('n1');
    expect(page.items[0]?.uid).toBe('a1');
    const [hit] = server.hits(`${B}/assets`);
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({ rights: 'expiring', cursor: 'c2' });
    expect(hit?.headers.authorization).toBe('Bearer tok');
  });
});

describe('POST …/assets (multipart)', () => {
  it('puts the text fields before the file, the path kept as the name', async () => {
    const form = assetUploadForm(
      { name: 'shoot/day 1/a.jpg', folder_uid: 'f1', asset_uid: null },
      new Blob(['x']),
    );
    expect([...form.keys()]).toEqual(['name', 'folder_uid', 'file']);
    expect(form.get('name')).toBe('shoot/day 1/a.jpg');
    expect((form.get('file') as File).name).toBe('a.jpg');
  });

  it('sends the form to the server, which reads the fields in order', async () => {
    const result = await uploadAsset(
      client(),
      brand,
      { name: 'a.jpg', asset_uid: 'a9' },
      new Blob(['bytes'], { type: 'image/jpeg' }),
    );
    expect(result).toMatchObject({ status: 'stored', asset: { uid: 'a2' } });
    const [hit] = server.hits(`${B}/assets`).filter((h) => h.method === 'POST');
    expect(hit?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = hit?.body ?? '';
    expect(body.indexOf('name="name"')).toBeLessThan(body.indexOf('name="asset_uid"'));
    expect(body.indexOf('name="asset_uid"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body).not.toContain('name="folder_uid"');
  });
});

describe('readAssetUploadReply', () => {
  it('reads a duplicate', () => {
    const text = JSON.stringify({ status: 'duplicate', upload_uid: 'u9', existing: anAsset('a1') });
    expect(readAssetUploadReply(201, text)).toMatchObject({ status: 'duplicate', upload_uid: 'u9' });
  });

  it("throws the server's code for a refusal", () => {
    const text = JSON.stringify({ code: 'storage_quota_exceeded', message: 'Full' });
    expect(() => readAssetUploadReply(413, text)).toThrow(
      expect.objectContaining({ status: 413, code: 'storage_quota_exceeded' }),
    );
  });

  it('calls a reply that breaks the contract an internal error', () => {
    expect(() => readAssetUploadReply(201, '{"status":"odd"}')).toThrow(
      expect.objectContaining({ code: 'internal_error' }),
    );
  });
});

describe('tus helpers', () => {
  it('names the file and its target in the metadata', () => {
    expect(assetUploadMetadata({ name: 'a/b.mp4', folder_uid: 'f1' })).toEqual({
      filename: 'a/b.mp4',
      folder_uid: 'f1',
    });
  });

  it('reads the upload id off a Location', () => {
    expect(assetUploadIdOf('http://h/api/workspaces/w1/projects/p1/asset-uploads/up%201')).toBe('up 1');
    expect(assetUploadIdOf('/api/workspaces/w1/projects/p1/assets/a1')).toBeNull();
  });
});

describe('GET …/asset-uploads/{id}/result', () => {
  it('reads what a finished resumable upload came to', async () => {
    const upload = await getAssetUpload(client(), brand, 'up1');
    expect(upload).toMatchObject({ received: 9, result: { status: 'stored', asset: { uid: 'a4' } } });
  });
});

describe('POST …/asset-uploads/{id}/resolve', () => {
  it('sends the chosen action', async () => {
    const result = await resolveAssetUpload(client(), brand, 'up 1', 'add_version');
    expect(result).toMatchObject({ status: 'stored', asset: { uid: 'a3' } });
    const [hit] = server.hits(`${B}/asset-uploads/up%201/resolve`);
    expect(JSON.parse(hit?.body ?? '')).toEqual({ action: 'add_version' });
  });
});

describe('DELETE …/assets/{id}', () => {
  it('fails with asset_in_use when the asset is used', async () => {
    await expect(deleteAsset(client(), brand, 'a1')).rejects.toMatchObject({
      status: 409,
      code: 'asset_in_use',
    });
  });
});
