import { describe, expect, it } from 'vitest';
import {
  fetchStrategy,
  isAppPath,
  notificationToShow,
  openPathFor,
  pushAction,
  shellFiles,
  targetOf,
} from './sw-rules';

const ORIGIN = 'https://app.example.com';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('fetchStrategy: what the service worker answers itself', () => {
  it('never touches the API, whatever the request', () => {
    expect(fetchStrategy(get('/api/tickets'), ORIGIN)).toBe('pass');
    expect(fetchStrategy(get('/api'), ORIGIN)).toBe('pass');
    expect(fetchStrategy(get('/api/auth/token', 'navigate'), ORIGIN)).toBe('pass');
    expect(fetchStrategy({ ...get('/api/push/devices'), method: 'POST' }, ORIGIN)).toBe('pass');
  });

  it('loads pages from the network first, with the kept shell for when it is offline', () => {
    expect(fetchStrategy(get('/dashboard', 'navigate'), ORIGIN)).toBe('shell');
    expect(fetchStrategy(get('/brand/tea/tasks/abc?comment=1', 'navigate'), ORIGIN)).toBe('shell');
  });

  it("keeps the app's own unchanging files, and nothing of other sites or other methods", () => {
    expect(fetchStrategy(get('/assets/index-abc123.js'), ORIGIN)).toBe('asset');
    expect(fetchStrategy(get('/icons/icon-192.png'), ORIGIN)).toBe('asset');
    expect(fetchStrategy(get('/manifest.webmanifest'), ORIGIN)).toBe('asset');
    expect(
      fetchStrategy({ ...get('/assets/x.js'), url: 'https://cdn.example.org/assets/x.js' }, ORIGIN),
    ).toBe('pass');
    expect(fetchStrategy({ ...get('/assets/x.js'), method: 'HEAD' }, ORIGIN)).toBe('pass');
    expect(fetchStrategy(get('/sw.js'), ORIGIN)).toBe('pass');
    expect(fetchStrategy(get('/uploads/avatar.png'), ORIGIN)).toBe('pass');
  });
});

describe('shellFiles', () => {
  it("lists the first screen's scripts and styles as index.html names them, once each", () => {
    const html = `<script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/icons-B2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
      <link rel="stylesheet" href="/assets/index-C3.css">`;
    const files = shellFiles(html);
    expect(files).toEqual(
      expect.arrayContaining(['/', '/assets/index-A1.js', '/assets/icons-B2.js', '/assets/index-C3.css']),
    );
    expect(files.filter((f) => f === '/assets/index-C3.css')).toHaveLength(1);
  });
});

describe('a notification and where its tap leads', () => {
  it('shows the push as the server worded it, with where it leads', () => {
    const shown = notificationToShow({
      title: 'Tom mentioned you',
      body: '#3 Reel: can you?',
      tag: 'tabc',
      data: { ticket_url: '/brand/tea/tasks/u1?comment=c1', workspace_uid: 'w2', kind: 'mention' },
    });
    expect(shown.title).toBe('Tom mentioned you');
    expect(shown.options).toMatchObject({
      body: '#3 Reel: can you?',
      tag: 'tabc',
      data: { ticket_url: '/brand/tea/tasks/u1?comment=c1', workspace_uid: 'w2' },
    });
  });

  it('still shows something for a push it cannot read', () => {
    expect(notificationToShow(null).title).toBe('Expertos');
    expect(notificationToShow('garbage').options.data).toEqual({ ticket_url: null, workspace_uid: '' });
    expect(notificationToShow({ title: 'x'.repeat(500) }).title).toHaveLength(200);
  });

  it('opens only paths of this app: another site or a protocol-relative address leads nowhere', () => {
    expect(isAppPath('/brand/a/tasks/b')).toBe(true);
    expect(isAppPath('https://evil.example/x')).toBe(false);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath(42)).toBe(false);
    expect(targetOf({ ticket_url: '//evil.example', workspace_uid: 'w' })).toEqual({
      ticket_url: null,
      workspace_uid: 'w',
    });
  });

  it('opens a new window on the landing page that switches workspace, then opens the ticket', () => {
    const path = openPathFor({ ticket_url: '/brand/tea/tasks/u1?comment=c1', workspace_uid: 'w2' });
    const url = new URL(path, ORIGIN);
    expect(url.pathname).toBe('/notification-open');
    expect(url.searchParams.get('workspace')).toBe('w2');
    expect(url.searchParams.get('to')).toBe('/brand/tea/tasks/u1?comment=c1');
    expect(openPathFor({ ticket_url: null, workspace_uid: '' })).toBe('/notification-open');
  });
});

describe('a device claim’s push', () => {
  const nonce = 'n'.repeat(43);

  it('hands the nonce of a silent claim push to the app, to show nothing', () => {
    expect(pushAction({ silent: true, data: { kind: 'device_claim', nonce } })).toEqual({
      kind: 'claim',
      nonce,
    });
  });

  it('shows anything else: a notification, a claim that is not silent, a malformed nonce, garbage', () => {
    for (const payload of [
      { title: 'Tom mentioned you', data: { kind: 'mention' } },
      { title: 'Hi', data: { kind: 'device_claim', nonce } },
      { silent: true, data: { kind: 'device_claim', nonce: 'short' } },
      { silent: true, data: { kind: 'device_claim', nonce: `${'n'.repeat(40)}<>/` } },
      null,
      'garbage',
    ])
      expect(pushAction(payload), JSON.stringify(payload)).toEqual({ kind: 'show' });
  });
});
