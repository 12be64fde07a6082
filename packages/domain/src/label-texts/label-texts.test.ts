import { describe, expect, it } from 'vitest';
import { ASSET_KINDS } from '../assets';
import { CALENDAR_EVENT_FIELDS } from '../calendar.schema';
import { CAPTURE_SOURCES, EXTENSION_DISABLE_OPTIONS, EXTENSION_SNOOZE_MINUTES } from '../extension';
import { LANGUAGES } from '../languages';
import {
  DIFFICULTIES,
  POST_FORMATS,
  POST_PURPOSES,
  PRIORITIES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '../tickets';
import { labelTextsIn } from './index';
import type { LabelTexts } from './types';

// Each table's keys, from the domain's own lists: a translation may neither miss nor add one.
const KEYS: Record<keyof LabelTexts, readonly string[]> = {
  statuses: TICKET_STATUSES,
  priorities: PRIORITIES,
  types: TICKET_TYPES,
  formats: POST_FORMATS,
  purposes: POST_PURPOSES,
  difficulties: DIFFICULTIES,
  captureSources: CAPTURE_SOURCES,
  disableOptions: EXTENSION_DISABLE_OPTIONS,
  assetKinds: ASSET_KINDS,
  calendarEvents: CALENDAR_EVENT_FIELDS,
};

describe('labelTextsIn', () => {
  it('answers English with the domain’s own tables', () => {
    expect(labelTextsIn('en').statuses).toBe(TICKET_STATUS_LABELS);
  });

  it('answers each language in its own words', () => {
    expect(labelTextsIn('de').statuses.todo).toBe('Zu erledigen');
    expect(labelTextsIn('pt-BR').priorities['3']).toBe('Urgente');
  });

  it.each(LANGUAGES)('has every key of every table and no other in %s', (language) => {
    const texts = labelTextsIn(language);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(KEYS).sort());
    for (const [table, keys] of Object.entries(KEYS)) {
      expect(Object.keys(texts[table as keyof LabelTexts]).sort(), table).toEqual([...keys].sort());
    }
  });

  it.each(LANGUAGES)('writes %s texts the web (ICU) and the extension (Chrome) can both read', (language) => {
    for (const table of Object.values(labelTextsIn(language)) as Record<string, string>[]) {
      for (const text of Object.values(table)) {
        expect(text.trim(), text).not.toBe('');
        expect(text, text).not.toMatch(/[{}$]/);
      }
    }
  });

  it.each(LANGUAGES)('names the snooze’s real length in %s', (language) => {
    expect(labelTextsIn(language).disableOptions['30_minutes']).toContain(String(EXTENSION_SNOOZE_MINUTES));
  });
});
