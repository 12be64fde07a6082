import { ERROR_CATALOGUE, ERROR_CODES } from '@expertos/domain/errors';
import { MESSAGE_KEYS, MESSAGES } from '@expertos/domain/messages';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { i18n, translateError } from './i18n';
import type { KeysUnder, TranslationKey } from './keys';

describe('i18n (English)', () => {
  it.each(ERROR_CODES)('translates error code %s from the catalogue', (code) => {
    expect(i18n.exists(`errors.${code}`)).toBe(true);
    expect(i18n.t(`errors.${code}`)).toBe(ERROR_CATALOGUE[code].message);
  });

  it.each(MESSAGE_KEYS)('translates message %s', (key) => {
    expect(i18n.t(`messages.${key}`)).toBe(MESSAGES[key]);
  });

  it('translates a code, falling back to the server message for an unknown one', () => {
    expect(translateError('workspace_min_one', 'x')).toBe(
      'You must have at least 1 admin on this workspace.',
    );
    expect(translateError('auth/wrong-password', 'x')).toBe(
      'The email or password you entered is incorrect.',
    );
    expect(translateError('brand_new_code', 'Server says so')).toBe('Server says so');
  });

  it('does not escape HTML (React does) and interpolates', () => {
    expect(i18n.t('ui.brandSettings.next', { step: 'Q&A' })).toBe('Next: Q&A');
  });

  it('types its keys: an unknown key does not compile (npm run check), and reads as itself', () => {
    expectTypeOf<'ui.common.retry'>().toExtend<TranslationKey>();
    expectTypeOf<'ui.common.retyr'>().not.toExtend<TranslationKey>();
    expectTypeOf<KeysUnder<'ui.phases'>>().toEqualTypeOf<'sales' | 'active' | 'inactive'>();
    // @ts-expect-error 'ui.common.retyr' is not a key of the English resources.
    expect(i18n.t('ui.common.retyr')).toBe('ui.common.retyr');
  });
});
