import { createJSONStorage } from 'zustand/middleware';

/** Every persisted store's key starts with this, so they can be found and cleared together. */
export const STORE_KEY_PREFIX = 'expertos:';

export const localJsonStorage = createJSONStorage(() => localStorage);
