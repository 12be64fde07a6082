import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errors';
import { EXTENSION_DISABLE_OPTIONS, LIMITS } from './limits';
import { MESSAGE_KEYS, MESSAGES, messageI18nKey } from './messages';
import { isBadgePosition, notificationDismissAfterMs, scriptLoadError, TASK_DIALOG } from './ui';

describe('LIMITS', () => {
  it('holds the product limits and timings', () => {
    expect(LIMITS.attachmentMaxBytes).toBe(5_242_880);
    expect(LIMITS.attachmentMaxFiles).toBe(10);
    expect(LIMITS.brandVoiceMaxPosts).toBe(4);
    expect(LIMITS.timeTrackingPollMs).toBe(10_000);
    expect(TASK_DIALOG.maxWidthPx).toBe(1200);
  });

  it('offers the three extension disable options', () => {
    expect(EXTENSION_DISABLE_OPTIONS.map((option) => [option.label, option.durationMs])).toEqual([
      ['30 minutes', 1_800_000],
      ['This website', null],
      ['Forever', null],
    ]);
  });
});

describe('ui rules', () => {
  it('dismisses a notification one second after its timeout', () => {
    expect(notificationDismissAfterMs()).toBe(6000);
    expect(notificationDismissAfterMs(0)).toBe(1000);
  });

  it.each([
    ['top-left', true],
    ['bottom-right', true],
    ['top', false],
    ['Top-Left', false],
    [undefined, false],
  ])('badge position %j allowed: %s', (position, allowed) => {
    expect(isBadgePosition(position)).toBe(allowed);
  });

  it('names the script that failed to load', () => {
    expect(scriptLoadError('https://js.stripe.com/v3')).toBe(
      'Failed to load script with src https://js.stripe.com/v3',
    );
  });
});

describe('MESSAGES', () => {
  it('use the product texts', () => {
    expect(MESSAGES.incompleteData).toBe(
      'The entered data is incomplete. Please fill in all the required fields.',
    );
    expect(MESSAGES.inviteInvalid).toBe('Invite is invalid or expired');
    expect(MESSAGES.emailVerifyError).toBe('There was an error verifying your e-mail.');
    expect(MESSAGES.csvNoValidUrls).toBe('No valid URLs found in the CSV file');
    expect(MESSAGES.subscriptionFetchFailed).toBe("Couldn't fetch subscription");
    expect(MESSAGES.featureNotBuilt).toBe('This screen is not built yet.');
    expect(MESSAGES.seatLimit).toBe(ERROR_CATALOGUE.seat_limit_reached.message);
    expect(MESSAGES.screenShareNotSupported).toMatch(/Chrome/);
  });

  it('are all non-empty, and keyed for i18n', () => {
    for (const key of MESSAGE_KEYS) expect(MESSAGES[key].trim(), key).not.toBe('');
    expect(messageI18nKey('notFoundTitle')).toBe('messages.notFoundTitle');
  });
});
