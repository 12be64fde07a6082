import { describe, expect, it } from 'vitest';
import {
  checkoutSessionInputSchema,
  intervalOfPrices,
  invitesFit,
  planStanding,
  seatCounts,
} from './billing.schema';
import { trialEndsAt } from './trial';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('planStanding (docs/product.md#trial-and-plans)', () => {
  const base = { billingEnabled: true, whitelisted: false, subscription: null, now: NOW };

  it.each([
    [0, 'trial', false, 14],
    [13, 'trial', false, 1],
    [14, 'none', true, 0],
    [400, 'none', true, 0],
  ] as const)(
    'a workspace %i days old without a subscription is %s (locked: %s, %i days left)',
    (age, state, locked, left) => {
      expect(planStanding({ ...base, workspaceCreatedAt: daysAgo(age) })).toEqual({
        state,
        valid: false,
        locked,
        trialDaysLeft: left,
      });
    },
  );

  it('whitelisted, or billing off, is subscribed without any subscription', () => {
    for (const input of [{ whitelisted: true }, { billingEnabled: false }]) {
      expect(planStanding({ ...base, ...input, workspaceCreatedAt: daysAgo(90) })).toMatchObject({
        state: 'subscribed',
        valid: true,
        locked: false,
      });
    }
  });

  it.each([
    ['active', false, 'subscribed', false],
    ['trialing', false, 'subscribed', false],
    ['active', true, 'cancelled', false],
    ['canceled', false, 'ended', true],
    ['past_due', false, 'ended', true],
    ['incomplete_expired', false, 'ended', true],
    ['paused', false, 'ended', true],
    ['something-new', false, 'ended', true],
  ] as const)(
    'after the trial a subscription %s (ending: %s) is %s, locked: %s',
    (status, cancelAtPeriodEnd, state, locked) => {
      const standing = planStanding({
        ...base,
        workspaceCreatedAt: daysAgo(30),
        subscription: { status, cancelAtPeriodEnd },
      });
      expect(standing).toMatchObject({ state, locked });
    },
  );

  it('a lapsed subscription during the trial leaves the trial running', () => {
    expect(
      planStanding({
        ...base,
        workspaceCreatedAt: daysAgo(3),
        subscription: { status: 'canceled', cancelAtPeriodEnd: false },
      }),
    ).toMatchObject({ state: 'trial', locked: false, trialDaysLeft: 11 });
  });

  it('the trial ends 14 days after the workspace was made', () => {
    expect(trialEndsAt('2026-11-01 09:30:00').toISOString()).toBe('2026-11-15T09:30:00.000Z');
  });
});

describe('seats (docs/product.md#seats)', () => {
  it('total available = included + paid − assigned − reserved', () => {
    expect(seatCounts({ included: 5, paid: 3, claimed: 4, pending: 2 })).toEqual({
      included: 5,
      paid: 3,
      reserved: 2,
      assigned: 4,
      total_available: 2,
      unlimited: false,
    });
  });

  it('invites fit the available seats, or any number without a limit', () => {
    const full = seatCounts({ included: 5, paid: 0, claimed: 4, pending: 1 });
    expect(invitesFit(full, 1)).toBe(false);
    expect(invitesFit(seatCounts({ included: 5, paid: 2, claimed: 4, pending: 1 }), 2)).toBe(true);
    expect(invitesFit(seatCounts({ included: 5, paid: 0, claimed: 40, pending: 1 }, true), 10)).toBe(true);
  });
});

describe('checkout', () => {
  const prices = {
    month: { priceId: 'p_m', pricePerUserId: 's_m', includedPriceId: null },
    year: { priceId: 'p_y', pricePerUserId: 's_y', includedPriceId: null },
  };
  it('names the interval only for a matching pair of price ids', () => {
    expect(intervalOfPrices(prices, 'p_y', 's_y')).toEqual({ plan: 'business', interval: 'year' });
    expect(intervalOfPrices(prices, 'p_m', 's_y')).toBeNull();
    expect(intervalOfPrices(prices, 's_m', 'p_m')).toBeNull();
  });

  it('refuses negative, fractional or impossible seat counts', () => {
    const body = {
      name: 'Business',
      priceId: 'p_m',
      pricePerUserId: 's_m',
      success_url: 'http://localhost/verify',
      cancel_url: 'http://localhost/billing',
      userId: 'u1',
      email: 'a@example.com',
      workspaceId: 'w1',
      includedSeats: 5,
    };
    expect(checkoutSessionInputSchema.safeParse({ ...body, seats: 0 }).success).toBe(true);
    for (const seats of [-1, 1.5, 996, '3']) {
      expect(checkoutSessionInputSchema.safeParse({ ...body, seats }).success).toBe(false);
    }
  });
});
