import { EXTENSION_ID, EXTENSION_MESSAGE } from '@expertos/domain/extension';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { applyLanguage } from '@/shared/i18n/language';
import { useAuthStore } from '@/shared/stores/auth-store';
import { connectExtension, tokenHandOver } from './extension-bridge';

describe('the token the app hands the extension', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the app's language when it is one of ours", () => {
    expect(tokenHandOver('tok', 'es')).toEqual({
      type: EXTENSION_MESSAGE.token,
      token: 'tok',
      language: 'es',
    });
    expect(tokenHandOver('tok', 'pt-BR')).toMatchObject({ language: 'pt-BR' });
    expect(tokenHandOver('tok', 'xx')).toEqual({ type: EXTENSION_MESSAGE.token, token: 'tok' });
    expect(tokenHandOver('tok', undefined)).toEqual({ type: EXTENSION_MESSAGE.token, token: 'tok' });
  });

  it('goes with every new token, and again when the app changes language', async () => {
    const sent: { id: string; message: unknown }[] = [];
    vi.stubGlobal('chrome', {
      runtime: {
        sendMessage: (id: string, message: unknown, reply: (answer: unknown) => void) => {
          sent.push({ id, message });
          reply(undefined);
        },
      },
    });
    connectExtension();
    const tokens = () =>
      sent.filter(({ message }) => (message as { type: string }).type === EXTENSION_MESSAGE.token);

    useAuthStore.getState().setAuthToken('tok-1');
    expect(tokens()).toHaveLength(0);
    useAuthStore.getState().setTokenValidated(true);
    expect(tokens().map(({ id, message }) => ({ id, message }))).toEqual([
      {
        id: EXTENSION_ID,
        message: { type: EXTENSION_MESSAGE.token, token: 'tok-1', language: i18n.language },
      },
    ]);

    await applyLanguage('es');
    expect(tokens().at(-1)?.message).toEqual({
      type: EXTENSION_MESSAGE.token,
      token: 'tok-1',
      language: 'es',
    });
    useAuthStore.getState().setAuthToken('tok-2');
    expect(tokens().at(-1)?.message).toEqual({
      type: EXTENSION_MESSAGE.token,
      token: 'tok-2',
      language: 'es',
    });
    // Nothing new, nothing sent.
    const count = tokens().length;
    useAuthStore.getState().setRedirect('/tasks');
    expect(tokens()).toHaveLength(count);
  });
});
