import { describe, expect, it } from 'vitest';
import { maxExtraSeats, PLANS, planPrice, seatPriceTotal } from './plans';

describe('planPrice', () => {
  it.each([
    ['month', { base: 9900, perUser: 2000 }],
    ['year', { base: 95000, perUser: 2000 }],
  ] as const)('business per %s', (interval, price) => {
    expect(planPrice('business', interval)).toEqual(price);
  });

  it('is null for Enterprise, which has no list price', () => {
    expect(planPrice('enterprise', 'month')).toBeNull();
    expect(planPrice('enterprise', 'year')).toBeNull();
  });
});

describe('seatPriceTotal', () => {
  it.each([
    ['month', 0, 9900],
    ['month', 1, 11900],
    ['month', 3, 15900],
    ['year', 0, 95000],
    ['year', 10, 115000],
    ['month', 995, 9900 + 995 * 2000],
  ] as const)('business, %s, %i extra seats → %i', (interval, seats, total) => {
    expect(seatPriceTotal('business', interval, seats)).toBe(total);
  });

  it('is null for Enterprise', () => {
    expect(seatPriceTotal('enterprise', 'month', 5)).toBeNull();
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s extra seats', (seats) => {
    expect(() => seatPriceTotal('business', 'month', seats)).toThrow(RangeError);
  });

  it('stops at the plan maximum of users', () => {
    expect(maxExtraSeats('business')).toBe(PLANS.business.maxUsers - PLANS.business.includedSeats);
    expect(() => seatPriceTotal('business', 'month', 996)).toThrow(RangeError);
  });
});

describe('PLANS', () => {
  it('holds the catalogue facts', () => {
    expect(PLANS.business.includedSeats).toBe(5);
    expect(PLANS.business.maxUsers).toBe(1000);
    expect(PLANS.business.freePrices.month).toEqual({ base: 0, perUser: 0 });
    expect(PLANS.enterprise.maxUsers).toBe(10000);
    expect(PLANS.enterprise.subline).toBe('Get in touch');
    expect(PLANS.enterprise.buttonLabel).toBe("Let's Chat");
  });
});
