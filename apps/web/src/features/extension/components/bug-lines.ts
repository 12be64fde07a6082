import type { FailedRequest } from '@expertos/domain/extension';

/** Console errors pasted one a line (blank lines dropped). */
export const errorLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Failed requests pasted one a line as the network panel shows them: `GET https://… 500`
 * (method and status optional: a bare address is a GET that got no answer).
 */
export function requestLines(text: string): FailedRequest[] {
  return errorLines(text).map((line) => {
    const parts = line.split(/\s+/);
    const method = /^[A-Z]+$/.test(parts[0]!) && parts.length > 1 ? parts.shift()! : 'GET';
    const last = parts[parts.length - 1]!;
    const status = parts.length > 1 && /^\d{1,3}$/.test(last) ? Number(parts.pop()) : 0;
    return { method, url: parts.join(' '), status };
  });
}
