import { describe, expect, it } from 'vitest';
import {
  formatStripeDate,
  INVALID_SUBSCRIPTION_STATUSES,
  isSubscriptionInvalid,
  isSubscriptionValid,
  SUBSCRIPTION_STATUSES,
  subscriptionStatusSchema,
} from './subscriptions';

describe('isSubscriptionValid', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['canceled', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['past_due', false],
    ['unpaid', false],
    ['paused', false],
    ['ACTIVE', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (status, valid) => {
    expect(isSubscriptionValid(status)).toBe(valid);
  });
});

describe('isSubscriptionInvalid', () => {
  it('is true only for canceled, incomplete_expired and past_due', () => {
    const invalid = SUBSCRIPTION_STATUSES.filter((status) => isSubscriptionInvalid(status));
    expect(invalid).toEqual(['canceled', 'incomplete_expired', 'past_due']);
    expect(isSubscriptionInvalid(null)).toBe(false);
  });

  it('never overlaps with the valid statuses', () => {
    for (const status of INVALID_SUBSCRIPTION_STATUSES) expect(isSubscriptionValid(status)).toBe(false);
  });
});

describe('subscriptionStatusSchema', () => {
  it('accepts Stripe statuses and rejects others', () => {
    expect(subscriptionStatusSchema.parse('past_due')).toBe('past_due');
    expect(subscriptionStatusSchema.safeParse('cancelled').success).toBe(false);
  });
});

describe('formatStripeDate', () => {
  it.each([
    ['2024-01-05T00:00:00Z', '01/05/2024'],
    ['2024-12-31T23:59:59.999Z', '12/31/2024'],
    // Late evening west of UTC is already the next day in UTC; Stripe dates are UTC.
    ['2024-02-29T22:30:00-05:00', '03/01/2024'],
    ['0999-07-04T00:00:00Z', '07/04/0999'],
  ])('%s → %s', (iso, expected) => {
    expect(formatStripeDate(new Date(iso))).toBe(expected);
  });

  it('rejects an invalid date', () => {
    expect(() => formatStripeDate(new Date('nope'))).toThrow(RangeError);
  });
});
