import type { Asset, AssetFolder, AssetUploadResult } from '@expertos/domain/assets';
import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translate';
import { chosenBrand } from './brand-choice';
import {
  failedNotice,
  NO_BRAND_NOTICE,
  noticeBadge,
  noticeText,
  readNotice,
  savableImageUrl,
  savedNotice,
} from './image-save-notice';
import {
  attachPlan,
  blockReason,
  folderChoices,
  PICK_MAX,
  rightsHint,
  togglePicked,
  utcDay,
} from './library-pick';

const TODAY = '2026-12-02';
const t = translator('en');

function asset(uid: string, over: { kind?: Asset['kind']; rights?: Partial<Asset['rights']> } = {}): Asset {
  return {
    uid,
    project_uid: 'p1',
    folder_uid: null,
    name: `${uid}.png`,
    kind: over.kind ?? 'image',
    source: 'upload',
    version: {
      uid: `${uid}-v1`,
      number: 1,
      content_type: 'image/png',
      size: 10,
      sha256: 'x',
      width: 1,
      height: 1,
      duration_ms: null,
      preview: 'ready',
      preview_failure: null,
      uploader_uid: null,
      created_at: '2026-11-01T00:00:00Z',
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
      ...over.rights,
    },
    uploader_uid: null,
    archived: false,
    use_count: 0,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  };
}

describe('what the popup picker lets a person choose', () => {
  it('refuses an asset whose rights ended before today, saying when; its last day still counts', () => {
    expect(blockReason(asset('a', { rights: { expires_on: '2026-12-01' } }), TODAY, t)).toBe(
      'Rights ended 2026-12-01.',
    );
    expect(blockReason(asset('b', { rights: { expires_on: TODAY } }), TODAY, t)).toBeNull();
    expect(blockReason(asset('c'), TODAY, t)).toBeNull();
  });

  it("refuses one whose licence leaves out a post's network, and not for a ticket with none", () => {
    const instagramOnly = asset('a', { rights: { networks: ['instagram'] } });
    expect(blockReason(instagramOnly, TODAY, t, 'linkedin')).toBe('Its licence does not allow linkedin.');
    expect(blockReason(instagramOnly, TODAY, t, 'instagram')).toBeNull();
    expect(blockReason(instagramOnly, TODAY, t)).toBeNull();
  });

  it('warns, without refusing, of rights ending soon and of an unknown licence', () => {
    expect(rightsHint(asset('a', { rights: { expires_on: '2026-12-10' } }), TODAY, t)).toBe(
      'Usable until 2026-12-10 (8 days left).',
    );
    expect(rightsHint(asset('e', { rights: { expires_on: '2026-12-03' } }), TODAY, t)).toBe(
      'Usable until 2026-12-03 (1 day left).',
    );
    expect(rightsHint(asset('b', { rights: { expires_on: TODAY } }), TODAY, t)).toBe('Usable today only.');
    expect(rightsHint(asset('c', { rights: { licence: 'unknown' } }), TODAY, t)).toBe('Rights unknown.');
    expect(rightsHint(asset('d', { rights: { expires_on: '2027-06-01' } }), TODAY, t)).toBeNull();
    // In the language of the page.
    expect(rightsHint(asset('a', { rights: { expires_on: '2026-12-10' } }), TODAY, translator('de'))).toBe(
      'Nutzbar bis 2026-12-10 (noch 8 Tage).',
    );
  });

  it("checks on the server's day, the UTC one", () => {
    expect(utcDay(new Date('2026-12-02T23:30:00-05:00'))).toBe('2026-12-03');
  });

  it('takes up to what one attach request carries, and unticks', () => {
    let picked: Asset[] = [];
    for (let i = 0; i < PICK_MAX + 2; i++) picked = togglePicked(picked, asset(`a${i}`), true);
    expect(picked).toHaveLength(PICK_MAX);
    expect(togglePicked(picked, asset('a0'), false).map((a) => a.uid)).not.toContain('a0');
    // Ticking one already ticked keeps one of it.
    expect(togglePicked([asset('x')], asset('x'), true)).toHaveLength(1);
  });
});

describe('the folder filter', () => {
  it('names each folder by its path so two of the same name differ, sorted', () => {
    const folders: AssetFolder[] = [
      { uid: 'd2', parent_uid: 's2', name: 'Day 1', open_to_externals: false, created_at: '' },
      { uid: 's2', parent_uid: null, name: 'Summer', open_to_externals: false, created_at: '' },
      { uid: 'd1', parent_uid: 's1', name: 'Day 1', open_to_externals: false, created_at: '' },
      { uid: 's1', parent_uid: null, name: 'Autumn', open_to_externals: false, created_at: '' },
    ];
    expect(folderChoices(folders).map((f) => f.label)).toEqual([
      'Autumn',
      'Autumn / Day 1',
      'Summer',
      'Summer / Day 1',
    ]);
  });
});

describe('the chosen assets on the new ticket', () => {
  it('go as reference images when images, else as attached files, in the order picked', () => {
    const picked = [asset('i1'), asset('d1', { kind: 'pdf' }), asset('i2')];
    expect(attachPlan(picked)).toEqual([
      { kind: 'reference', asset_uids: ['i1', 'i2'] },
      { kind: 'attachment', asset_uids: ['d1'] },
    ]);
    expect(attachPlan([])).toEqual([]);
  });
});

describe('the right-click "Save image to the asset library"', () => {
  const brands = [{ uid: 'b1' }, { uid: 'b2' }];
  it("saves to the options' brand, else the only one, else asks for a choice", () => {
    expect(chosenBrand(brands, 'b2')?.uid).toBe('b2');
    expect(chosenBrand([{ uid: 'b1' }], 'gone')?.uid).toBe('b1');
    expect(chosenBrand(brands, null)).toBeNull();
  });

  it('sends only images with a web address', () => {
    expect(savableImageUrl('https://shop.example/a.jpg')).toBe(true);
    expect(savableImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(savableImageUrl('blob:https://shop.example/1')).toBe(false);
    expect(savableImageUrl(undefined)).toBe(false);
  });

  it("says what was saved, a duplicate's existing name, or the server's refusal", () => {
    const stored: AssetUploadResult = { status: 'stored', asset: asset('hero') };
    const duplicate: AssetUploadResult = { status: 'duplicate', upload_uid: 'u', existing: asset('old') };
    expect(noticeText(savedNotice(stored, 'Tea House'), t)).toBe(
      'Saved “hero.png” to the library of Tea House.',
    );
    expect(noticeText(savedNotice(duplicate, 'Tea House'), t)).toContain(
      'already in the library of Tea House, as “old.png”',
    );
    const refused = failedNotice('The image at that address could not be fetched.');
    expect(noticeText(refused, t)).toBe(
      'The image was not saved: The image at that address could not be fetched.',
    );
    expect([noticeBadge(savedNotice(stored, 'x')), noticeBadge(refused)]).toEqual(['✓', '!']);
  });

  it('is kept as what happened, so the popup says it in the language it opens in', () => {
    const kept = JSON.parse(
      JSON.stringify(savedNotice({ status: 'stored', asset: asset('hero') }, 'Tea House')),
    );
    const notice = readNotice(kept)!;
    expect(noticeText(notice, translator('es'))).toBe('Se guardó «hero.png» en la biblioteca de Tea House.');
    expect(noticeText(readNotice(NO_BRAND_NOTICE)!, translator('fr'))).toMatch(/^Choisissez une marque/);
    // One kept by an older version (its words only) is not shown.
    expect(readNotice({ ok: true, text: 'Saved “a.png”.' })).toBeNull();
    expect(readNotice(undefined)).toBeNull();
  });
});
