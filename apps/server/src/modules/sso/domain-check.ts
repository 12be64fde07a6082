import dns from 'node:dns';
import { SSO_DNS_RECORD_LABEL, SSO_DNS_VALUE_PREFIX, SSO_MESSAGES } from '@expertos/domain/sso';

/** Looks up a name's TXT records: each record as the strings it is made of. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** The system's resolver, or the servers SSO_DNS_SERVERS names. */
export function createTxtResolver(servers: readonly string[]): TxtResolver {
  const resolver = new dns.promises.Resolver({ timeout: 5_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return (name) => resolver.resolveTxt(name);
}

/** The record that proves `domain` for the token: its name and exact value. */
export function domainRecord(domain: string, token: string) {
  return { name: `${SSO_DNS_RECORD_LABEL}.${domain}`, value: `${SSO_DNS_VALUE_PREFIX}${token}` };
}

const NOT_THERE = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** Whether the domain's TXT record holds the value; otherwise why not, in words for the admin. */
export async function checkDomainRecord(
  resolve: TxtResolver,
  domain: string,
  token: string,
): Promise<{ verified: true } | { verified: false; error: string; lookupFailed: boolean }> {
  const { name, value } = domainRecord(domain, token);
  let records: string[][];
  try {
    records = await resolve(name);
  } catch (cause) {
    const code = (cause as { code?: string }).code ?? '';
    if (NOT_THERE.has(code))
      return { verified: false, error: SSO_MESSAGES.recordMissing(name), lookupFailed: false };
    return {
      verified: false,
      error: SSO_MESSAGES.dnsUnanswered(name, code || 'error'),
      lookupFailed: true,
    };
  }
  // A long value may come split in 255-byte strings: they are one value.
  if (records.some((parts) => parts.join('').trim() === value)) return { verified: true };
  return {
    verified: false,
    error: records.length === 0 ? SSO_MESSAGES.recordMissing(name) : SSO_MESSAGES.recordWrong(name),
    lookupFailed: false,
  };
}
