import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SECRET_MAX_BYTES, SecretDecryptError, secretsKeyId } from './secret-box.js';

const key = () => randomBytes(32);
const where = 'project_integration:int_1:slack_webhook_url';
const slackUrl = 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX';

/** Changes one character of the base64url data part into another valid one. */
function flipDataCharacter(sealed: string, index: number): string {
  const [format, id, data = ''] = sealed.split(':');
  const at = index < 0 ? data.length + index : index;
  const swapped = data[at] === 'A' ? 'B' : 'A';
  return `${format}:${id}:${data.slice(0, at)}${swapped}${data.slice(at + 1)}`;
}

describe('createSecretBox', () => {
  it('opens what it sealed, and the stored text names its format and key but hides the secret', () => {
    const box = createSecretBox({ current: key() });
    const sealed = box.seal(slackUrl, where);
    expect(sealed).toMatch(/^v1:[0-9a-f]{16}:[A-Za-z0-9_-]+$/);
    expect(sealed.split(':')[1]).toBe(box.keyId);
    expect(sealed).not.toContain('hooks.slack.com');
    expect(box.open(sealed, where)).toBe(slackUrl);
  });

  it('uses a fresh IV each time, so the same secret never seals to the same text', () => {
    const box = createSecretBox({ current: key() });
    const a = box.seal('xoxb-same', where);
    const b = box.seal('xoxb-same', where);
    expect(a).not.toBe(b);
    // 12-byte IV + 9 bytes + 16-byte tag.
    expect(Buffer.from(a.split(':')[2] ?? '', 'base64url')).toHaveLength(12 + 9 + 16);
  });

  it('round-trips the empty string and non-ASCII text', () => {
    const box = createSecretBox({ current: key() });
    expect(box.open(box.seal('', where), where)).toBe('');
    expect(box.open(box.seal('pässwörd 🔑', where), where)).toBe('pässwörd 🔑');
  });

  it('refuses a tampered IV, ciphertext or tag with a clear error instead of returning garbage', () => {
    const box = createSecretBox({ current: key() });
    const sealed = box.seal(slackUrl, where);
    for (const index of [0, 5, 14, 30, -3]) {
      const tampered = flipDataCharacter(sealed, index);
      expect(tampered).not.toBe(sealed);
      expect(() => box.open(tampered, where)).toThrow(SecretDecryptError);
      expect(() => box.open(tampered, where)).toThrow(/does not authenticate/);
    }
  });

  it('refuses a value sealed for another record (the context is authenticated)', () => {
    const box = createSecretBox({ current: key() });
    const sealed = box.seal(slackUrl, where);
    expect(() => box.open(sealed, 'project_integration:int_2:slack_webhook_url')).toThrow(
      /belongs to another record/,
    );
  });

  it('refuses a value sealed with a key it does not have, naming both keys', () => {
    const theirs = createSecretBox({ current: key() });
    const ours = createSecretBox({ current: key() });
    const sealed = theirs.seal(slackUrl, where);
    expect(() => ours.open(sealed, where)).toThrow(SecretDecryptError);
    expect(() => ours.open(sealed, where)).toThrow(
      new RegExp(`key ${theirs.keyId}.*not configured.*${ours.keyId}`),
    );
  });

  it('refuses data relabelled with another key id: the wrong key fails authentication', () => {
    const right = createSecretBox({ current: key() });
    const wrong = createSecretBox({ current: key() });
    const data = right.seal(slackUrl, where).split(':')[2];
    expect(() => wrong.open(`v1:${wrong.keyId}:${data}`, where)).toThrow(/does not authenticate/);
  });

  it('refuses text that is not a sealed secret, or is cut short', () => {
    const box = createSecretBox({ current: key() });
    const sealed = box.seal(slackUrl, where);
    for (const bad of [
      slackUrl,
      '',
      'v2:0123456789abcdef:AAAA',
      `v1:${box.keyId}`,
      `v1:${box.keyId}:${'A'.repeat(20)}`,
      `${sealed}!`,
      sealed.slice(0, 30),
    ]) {
      expect(() => box.open(bad, where)).toThrow(SecretDecryptError);
    }
  });

  it('opens values sealed with a previous key, seals new ones with the current key, and says which are stale', () => {
    const oldKey = key();
    const before = createSecretBox({ current: oldKey });
    const sealedBefore = before.seal('whsec_old', where);

    const after = createSecretBox({ current: key(), previous: [oldKey] });
    expect(after.open(sealedBefore, where)).toBe('whsec_old');
    expect(after.isStale(sealedBefore)).toBe(true);
    const resealed = after.seal(after.open(sealedBefore, where), where);
    expect(after.isStale(resealed)).toBe(false);
    expect(resealed.split(':')[1]).toBe(after.keyId);
    // The old process cannot read what the new key sealed.
    expect(() => before.open(resealed, where)).toThrow(SecretDecryptError);
  });

  it('takes only 32-byte keys and refuses secrets that are not small', () => {
    expect(() => createSecretBox({ current: randomBytes(16) })).toThrow(/32 bytes/);
    expect(() => createSecretBox({ current: key(), previous: [randomBytes(31)] })).toThrow(/32 bytes/);
    const box = createSecretBox({ current: key() });
    expect(() => box.seal('x'.repeat(SECRET_MAX_BYTES + 1), where)).toThrow(RangeError);
  });

  it('names a key by an id that is stable and differs between keys', () => {
    const k = key();
    expect(secretsKeyId(k)).toBe(secretsKeyId(Buffer.from(k)));
    expect(secretsKeyId(k)).not.toBe(secretsKeyId(key()));
    expect(secretsKeyId(k)).not.toContain(k.toString('hex').slice(0, 16));
  });
});
