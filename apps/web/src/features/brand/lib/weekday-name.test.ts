import { WEEKDAY_LABELS, WEEKDAYS } from '@expertos/domain/settings';
import { describe, expect, it } from 'vitest';
import { en } from '@/shared/i18n/en';
import { createI18n } from '@/shared/i18n/i18n';
import { catalogue as de } from '@/shared/i18n/locales/de/index';
import { isWeekday, weekdayName } from './weekday-name';

describe('weekdayName', () => {
  it('names every slate day as the domain does, in English', () => {
    const i18n = createI18n(en);
    const t = i18n.t.bind(i18n);
    expect(WEEKDAYS.map((day) => weekdayName(t, day))).toEqual(WEEKDAYS.map((day) => WEEKDAY_LABELS[day]));
  });

  it('names it in the reader’s language', async () => {
    const i18n = createI18n(en);
    i18n.addResourceBundle('de', 'translation', de);
    await i18n.changeLanguage('de');
    const t = i18n.t.bind(i18n);
    expect(weekdayName(t, 'monday')).toBe('Montag');
    expect(weekdayName(t, 'friday')).toBe('Freitag');
    expect(weekdayName(t, 'sunday')).toBe('Sonntag');
  });

  it('knows a slate day from any other text', () => {
    expect(isWeekday('friday')).toBe(true);
    expect(isWeekday('fri')).toBe(false);
    expect(isWeekday('Friday')).toBe(false);
  });
});
