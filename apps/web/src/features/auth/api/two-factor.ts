import * as twoFactor from '@expertos/api-client/two-factor';
import { api } from '@/shared/api/client';

/** Two-step verification (docs/product.md#two-step-verification). */
export const twoFactorQueryKey = ['me', 'two-factor'] as const;
export const fetchTwoFactorOn = () => twoFactor.twoFactorIsOn(api);
export const enable = (password: string) => twoFactor.enableTwoFactor(api, password);
export const verifyCode = (code: string, trustDevice?: boolean) =>
  twoFactor.verifyTotp(api, { code, ...(trustDevice ? { trustDevice } : {}) });
export const verifyRecovery = (code: string, trustDevice?: boolean) =>
  twoFactor.verifyRecoveryCode(api, { code, ...(trustDevice ? { trustDevice } : {}) });
export const disable = (password: string, code: string) =>
  twoFactor.disableTwoFactor(api, { password, code });
export const newRecoveryCodes = (password: string) => twoFactor.newRecoveryCodes(api, password);
