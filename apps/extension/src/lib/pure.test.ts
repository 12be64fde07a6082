import { TICKET_TEXT_MAX } from '@expertos/domain/ticket.schema';
import { describe, expect, it } from 'vitest';
import { secondsLeft } from './jwt';
import { textHighlightPath } from './text-highlight';
import { ticketUidOf } from './ticket-link';

const jwt = (payload: object) => `x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('the token kept by the extension', () => {
  it('is renewed by what its exp claim leaves, and an unreadable one counts as expired', () => {
    expect(secondsLeft(jwt({ exp: 1_000 }), 400_000)).toBe(600);
    expect(secondsLeft(jwt({ sub: 'u' }), 0)).toBe(0);
    expect(secondsLeft('not a token', 0)).toBe(0);
  });
});

describe('a pasted ticket link', () => {
  const uid = '3f0c2a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6';
  it("gives the ticket's uid from its address or as it is", () => {
    expect(ticketUidOf(`http://localhost:3000/brand/tea/tasks/${uid}`)).toBe(uid);
    expect(ticketUidOf(` ${uid.toUpperCase()} `)).toBe(uid);
    expect(ticketUidOf('http://localhost:3000/brand/tea/tasks/128')).toBeNull();
    expect(ticketUidOf(`${uid}x`)).toBeNull();
  });
});

describe("the app's text-highlight page for a selection", () => {
  it('carries the selection, the page and its title, the selection cut to what a ticket holds', () => {
    const path = textHighlightPath({ text: 'Matcha & more', url: 'https://shop.example/?a=1', title: 'Tea' });
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/bex/text-highlight?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      url: 'https://shop.example/?a=1',
      title: 'Tea',
      text: 'Matcha & more',
    });
    const long = textHighlightPath({ text: 'y'.repeat(TICKET_TEXT_MAX + 10), url: 'u', title: 't' });
    expect(new URLSearchParams(long.split('?')[1]).get('text')!.length).toBeLessThan(TICKET_TEXT_MAX);
  });
});
