import { describe, expect, it } from 'vitest';
import { confirmDeviceSchema } from './push.schema';
import { PUSH_CLAIM_KIND, pushClaimNonceOf } from './push-claim';

describe('a device claim’s nonce', () => {
  const nonce = 'Ab0_-'.repeat(8).slice(0, 43);

  it('is read from a claim push’s data only, and only when it looks like one the server makes', () => {
    expect(pushClaimNonceOf({ kind: PUSH_CLAIM_KIND, nonce })).toBe(nonce);
    expect(pushClaimNonceOf({ kind: 'mention', nonce })).toBeNull();
    expect(pushClaimNonceOf({ kind: PUSH_CLAIM_KIND, nonce: 'short' })).toBeNull();
    expect(pushClaimNonceOf({ kind: PUSH_CLAIM_KIND, nonce: 'x'.repeat(65) })).toBeNull();
    expect(pushClaimNonceOf({ kind: PUSH_CLAIM_KIND, nonce: 12 })).toBeNull();
    expect(pushClaimNonceOf(null)).toBeNull();
  });

  it('is what the confirmation takes', () => {
    expect(confirmDeviceSchema.safeParse({ nonce }).success).toBe(true);
    expect(confirmDeviceSchema.safeParse({ nonce: `${nonce}=` }).success).toBe(false);
  });
});
