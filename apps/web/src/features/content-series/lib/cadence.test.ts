import { ApiError } from '@expertos/api-client/client';
import { describe, expect, it } from 'vitest';
import { cadenceChange, isCadenceRefusal } from './cadence';

const refusal = (code: string, path?: string) =>
  new ApiError({
    status: 400,
    code,
    message: 'no',
    ...(path ? { details: [{ path, message: 'no' }] } : {}),
  });

describe('a series’ cadence in its form', () => {
  it('sends a new or changed rule, null for one turned off, and nothing when it stays', () => {
    expect(cadenceChange(null, true, 'FREQ=WEEKLY;BYDAY=TU')).toEqual({
      cadence: { rule: 'FREQ=WEEKLY;BYDAY=TU' },
    });
    expect(cadenceChange('FREQ=WEEKLY;BYDAY=TU', true, 'FREQ=WEEKLY;BYDAY=TH')).toEqual({
      cadence: { rule: 'FREQ=WEEKLY;BYDAY=TH' },
    });
    expect(cadenceChange('FREQ=WEEKLY;BYDAY=TU', true, 'FREQ=WEEKLY;BYDAY=TU')).toEqual({});
    expect(cadenceChange('FREQ=WEEKLY;BYDAY=TU', false, 'FREQ=WEEKLY;BYDAY=TU')).toEqual({ cadence: null });
    expect(cadenceChange(null, false, 'FREQ=DAILY')).toEqual({});
  });

  it('knows a refusal of the cadence by the part it names, or by a rule’s code', () => {
    expect(isCadenceRefusal(refusal('invalid_recurrence', 'cadence.rule.BYDAY'))).toBe(true);
    expect(isCadenceRefusal(refusal('validation_error', 'body.cadence.start'))).toBe(true);
    expect(isCadenceRefusal(refusal('recurrence_limit'))).toBe(true);
    expect(isCadenceRefusal(refusal('validation_error', 'name'))).toBe(false);
    expect(isCadenceRefusal(refusal('content_series_full'))).toBe(false);
    expect(isCadenceRefusal(new Error('offline'))).toBe(false);
  });
});
