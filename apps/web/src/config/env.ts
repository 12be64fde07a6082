/**
 * Build-time environment (Vite `VITE_*` variables), validated once. A bad value fails fast
 * at start with a message naming the variable, instead of as a confusing request error later.
 */
export interface AppEnv {
  /** Base of every API call: the spec's `{host}`. Same-origin `/api` by default. */
  apiBaseUrl: string;
  /** Product name shown in the header and in document titles. */
  appName: string;
  /** `development`, `production` or `test`. */
  mode: string;
  isProduction: boolean;
}

type RawEnv = Record<string, string | boolean | undefined>;

function readString(raw: RawEnv, key: string, fallback: string): string {
  const value = raw[key];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new Error(`Invalid environment: ${key} must be a string`);
  return value.trim();
}

export function parseEnv(raw: RawEnv): AppEnv {
  const apiBaseUrl = readString(raw, 'VITE_API_BASE_URL', '/api').replace(/\/+$/, '');
  if (!/^(\/|https?:\/\/)/.test(apiBaseUrl)) {
    throw new Error(
      'Invalid environment: VITE_API_BASE_URL must be a path starting with / or an http(s) URL',
    );
  }
  const appName = readString(raw, 'VITE_APP_NAME', 'Expertos');
  if (appName.length === 0) throw new Error('Invalid environment: VITE_APP_NAME must not be empty');
  const mode = readString(raw, 'MODE', 'production');
  return { apiBaseUrl: apiBaseUrl || '/', appName, mode, isProduction: raw.PROD === true };
}

export const env: AppEnv = parseEnv(import.meta.env as RawEnv);
