import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';

/** A server's address as people say it: without its scheme or a trailing slash. */
export function hostLabel(host: string): string {
  return host.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/**
 * The account as its network writes it under a post: `@name` on Bluesky (its handle is a domain),
 * `@name@server` on Mastodon (a name alone says nothing outside its server), and the handle as
 * the person typed it for a hand-off network.
 */
export function accountLabel(
  channel: Pick<PublishingChannel, 'network' | 'handle' | 'host' | 'mode'>,
): string {
  const bare = channel.handle.replace(/^@/, '');
  if (channel.mode === 'handoff') return channel.handle;
  if (channel.network === 'mastodon' && !bare.includes('@') && channel.host)
    return `@${bare}@${hostLabel(channel.host)}`;
  return `@${bare}`;
}
