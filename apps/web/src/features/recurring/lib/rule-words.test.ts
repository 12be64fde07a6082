import { parseRecurrence, type RecurrenceRule } from '@expertos/domain/recurrence-rule';
import { describe, expect, it } from 'vitest';
import { en } from '@/shared/i18n/en';
import { createI18n } from '@/shared/i18n/i18n';
import { catalogue as de } from '@/shared/i18n/locales/de/index';
import { catalogue as fr } from '@/shared/i18n/locales/fr/index';
import { ruleWords } from './rule-words';

const rule = (text: string): RecurrenceRule => {
  const parsed = parseRecurrence(text);
  if ('problem' in parsed) throw new Error(parsed.problem.message);
  return parsed.rule;
};

async function wordsIn(language: string, bundle?: object) {
  const i18n = createI18n(en);
  if (bundle) {
    i18n.addResourceBundle(language, 'translation', bundle);
    await i18n.changeLanguage(language);
  }
  const t = i18n.t.bind(i18n);
  return (text: string, start?: string) => ruleWords(t, rule(text), { language, start: start ?? null });
}

describe('ruleWords', () => {
  it('says rules in English, with plurals and ordinals', async () => {
    const words = await wordsIn('en');
    expect(words('FREQ=DAILY')).toBe('Daily');
    expect(words('FREQ=DAILY;INTERVAL=3')).toBe('Every 3 days');
    expect(words('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10')).toBe('Every 2 weeks on Tuesday, 10 times');
    expect(words('FREQ=WEEKLY;BYDAY=TU,TH')).toBe('Weekly on Tuesday and Thursday');
    expect(words('FREQ=WEEKLY;COUNT=1', '2030-01-07')).toBe('Weekly on Monday, once');
    expect(words('FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;UNTIL=20261231')).toBe(
      'Monthly on the 2nd Tuesday, until Dec 31, 2026',
    );
    expect(words('FREQ=MONTHLY;BYDAY=2TU')).toBe('Monthly on the 2nd Tuesday');
    expect(words('FREQ=MONTHLY;BYDAY=-1FR')).toBe('Monthly on the last Friday');
    expect(words('FREQ=MONTHLY;BYMONTHDAY=1')).toBe('Monthly on the 1st');
    expect(words('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=23')).toBe('Every 3 months on the 23rd');
    expect(words('FREQ=MONTHLY;BYMONTHDAY=-1')).toBe('Monthly on the last day');
    expect(words('FREQ=MONTHLY', '2030-01-11')).toBe('Monthly on the 11th');
    expect(words('FREQ=YEARLY', '2030-03-14')).toBe('Yearly on March 14');
  });

  it('shows a rule the words cannot say as it is', async () => {
    const words = await wordsIn('en');
    expect(words('FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1')).toBe(
      'Custom rule: FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    );
  });

  it('says them in German', async () => {
    const words = await wordsIn('de', de);
    expect(words('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10')).toBe('Alle 2 Wochen am Dienstag, 10-mal');
    expect(words('FREQ=WEEKLY;BYDAY=TU,TH')).toBe('Wöchentlich am Dienstag und Donnerstag');
    expect(words('FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;UNTIL=20261231')).toBe(
      'Monatlich am 2. Dienstag, bis 31.12.2026',
    );
    expect(words('FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=1')).toBe('Monatlich am letzten Tag, einmal');
    expect(words('FREQ=DAILY;INTERVAL=5')).toBe('Alle 5 Tage');
  });

  it('says them in French, with its own ordinals', async () => {
    const words = await wordsIn('fr', fr);
    expect(words('FREQ=MONTHLY;BYMONTHDAY=1')).toBe('Tous les mois, le 1er');
    expect(words('FREQ=MONTHLY;BYDAY=2TU;COUNT=3')).toBe('Tous les mois, le 2e mardi, 3 fois');
    expect(words('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR')).toBe(
      'Toutes les 2 semaines, le lundi et le vendredi',
    );
  });
});
