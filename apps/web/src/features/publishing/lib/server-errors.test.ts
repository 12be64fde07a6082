import { ApiError } from '@expertos/api-client/api-error';
import { describe, expect, it } from 'vitest';
import { refusalsByChannel } from './server-errors';

describe('what the server refused, by variant', () => {
  it('puts each detail at the channel it names (the i-th of the request), text or file', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      message: 'Invalid',
      details: [
        { path: 'posts.1.variant.text', message: 'This server allows 500 characters; this has 612.' },
        { path: 'posts.0.variant.media.2', message: 'Bluesky takes images up to 2 MB; this one is 3 MB.' },
        { path: 'body.posts.0.variant.text', message: 'Too long' },
        { path: 'due_at', message: 'Choose a time from now to a year ahead.' },
        { path: 'body.posts.1.variant.link', message: 'Enter a web address' },
      ],
    });
    const { byChannel, general } = refusalsByChannel(error, ['sky', 'masto']);
    expect(byChannel.get('masto')?.text).toEqual(['This server allows 500 characters; this has 612.']);
    expect(byChannel.get('sky')?.media.get(2)).toEqual([
      'Bluesky takes images up to 2 MB; this one is 3 MB.',
    ]);
    expect(byChannel.get('sky')?.text).toEqual(['Too long']);
    expect(byChannel.get('masto')?.link).toEqual(['Enter a web address']);
    expect(general).toEqual(['Choose a time from now to a year ahead.']);
  });

  it("says a refused library asset in the server's words, which name it, rather than its bare name", () => {
    const message =
      '“latte.jpg” may no longer be used: its rights have ended. Replace it or extend its rights.';
    const error = new ApiError({
      status: 422,
      code: 'asset_rights_expired',
      message,
      details: [{ path: 'variant.media', message: 'latte.jpg' }],
    });
    const { byChannel, general } = refusalsByChannel(error, ['sky']);
    expect(general).toEqual([message]);
    expect(byChannel.size).toBe(0);
  });

  it('says nothing per variant for an error without details, or one that is no API error', () => {
    expect(refusalsByChannel(new Error('x'), ['a']).byChannel.size).toBe(0);
    const conflict = new ApiError({
      status: 409,
      code: 'publishing_needs_approval',
      message: 'Approve first',
    });
    expect(refusalsByChannel(conflict, ['a'])).toEqual({ byChannel: new Map(), general: [] });
  });

  it('keeps a detail about a channel the request did not have for the whole form', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      message: 'Invalid',
      details: [{ path: 'posts.5.variant.text', message: 'Odd' }],
    });
    expect(refusalsByChannel(error, ['a']).general).toEqual(['Odd']);
  });
});
