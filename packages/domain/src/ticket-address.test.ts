import { describe, expect, it } from 'vitest';
import { parseTicketKey, ticketKey } from './ticket-address';

describe('parseTicketKey', () => {
  it('reads #128, a bare 128 and surrounding spaces as ticket 128', () => {
    expect(parseTicketKey('#128')).toBe(128);
    expect(parseTicketKey('128')).toBe(128);
    expect(parseTicketKey(' # 128 ')).toBe(128);
  });

  it('reads no key in a uid, a word, zero, a sign or a number past the safe range', () => {
    expect(parseTicketKey('0d1c6f3e-7a4b-4c1e-9f1a-2b3c4d5e6f70')).toBeNull();
    expect(parseTicketKey('reel 12')).toBeNull();
    expect(parseTicketKey('#0')).toBeNull();
    expect(parseTicketKey('-3')).toBeNull();
    expect(parseTicketKey('12.5')).toBeNull();
    expect(parseTicketKey('99999999999')).toBeNull();
    expect(parseTicketKey('')).toBeNull();
  });

  it('writes a key as #number', () => {
    expect(ticketKey(7)).toBe('#7');
  });
});
