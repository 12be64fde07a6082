import { describe, expect, it, vi } from 'vitest';
import { type AppPlugin, appPathOf, startDeepLinks } from './deep-links';

const OWN = { origins: ['https://tasks.example.com'], schemes: ['expertos'] };

describe('appPathOf: which links open the app, and where', () => {
  it("opens a task from the app's own address, with its query and hash", () => {
    expect(appPathOf('https://tasks.example.com/brand/tea/tasks/u1', OWN)).toBe('/brand/tea/tasks/u1');
    expect(appPathOf('https://tasks.example.com/brand/tea/tasks/u1?comment=c1#top', OWN)).toBe(
      '/brand/tea/tasks/u1?comment=c1#top',
    );
    expect(appPathOf('https://tasks.example.com/', OWN)).toBe('/');
  });

  it("opens a task from the app's URL scheme", () => {
    expect(appPathOf('expertos://brand/tea/tasks/u1', OWN)).toBe('/brand/tea/tasks/u1');
    expect(appPathOf('expertos:///brand/tea/tasks/u1?comment=c1', OWN)).toBe(
      '/brand/tea/tasks/u1?comment=c1',
    );
    expect(appPathOf('expertos:dashboard', OWN)).toBe('/dashboard');
  });

  it('refuses a link to another site, another scheme, or a path that leaves the app', () => {
    expect(appPathOf('https://evil.example/brand/tea/tasks/u1', OWN)).toBeNull();
    expect(appPathOf('http://tasks.example.com/brand/tea/tasks/u1', OWN)).toBeNull();
    expect(appPathOf('https://tasks.example.com.evil.example/dashboard', OWN)).toBeNull();
    expect(appPathOf('javascript:alert(1)', OWN)).toBeNull();
    expect(appPathOf('otherapp://brand/tea/tasks/u1', OWN)).toBeNull();
    expect(appPathOf('expertos:////evil.example/x', OWN)).toBeNull();
    expect(appPathOf('/brand/tea/tasks/u1', OWN)).toBeNull();
    expect(appPathOf('not a url', OWN)).toBeNull();
  });
});

describe('startDeepLinks', () => {
  function setUp() {
    let listener: ((event: { url: string }) => void) | null = null;
    const app: AppPlugin = {
      addListener: vi.fn(async (_event: 'appUrlOpen', next: (event: { url: string }) => void) => {
        listener = next;
        return { remove: async () => undefined };
      }),
    };
    const navigate = vi.fn();
    const log = { info: vi.fn(), error: vi.fn() };
    const open = (url: string) => listener?.({ url });
    return { app, navigate, log, open };
  }

  it('navigates the app to the path of a link to it', async () => {
    const { app, navigate, log, open } = setUp();
    await startDeepLinks({ app, own: OWN, navigate, log });
    expect(app.addListener).toHaveBeenCalledWith('appUrlOpen', expect.any(Function));
    open('https://tasks.example.com/brand/tea/tasks/u1');
    open('expertos://brand/tea/tasks/u2');
    expect(navigate.mock.calls).toEqual([['/brand/tea/tasks/u1'], ['/brand/tea/tasks/u2']]);
  });

  it('never follows a foreign link: it is logged and the app stays where it is', async () => {
    const { app, navigate, log, open } = setUp();
    await startDeepLinks({ app, own: OWN, navigate, log });
    open('https://evil.example/brand/tea/tasks/u1');
    expect(navigate).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('https://evil.example/brand/tea/tasks/u1'));
  });
});
