import { AppError } from '../../platform/errors.js';

/**
 * Public holidays by country and region (docs/product.md#recurring-tickets), from the
 * `date-holidays` package, whose data is bundled with it: nothing is fetched. It is loaded on
 * first use (about 170 ms), not at start, since most brands never keep a series to holidays.
 */
type HolidaysModule = typeof import('date-holidays');
type Holidays = InstanceType<HolidaysModule['default']>;

let loaded: Promise<HolidaysModule['default']> | null = null;
const load = () => {
  loaded ??= import('date-holidays').then((module) => module.default);
  return loaded;
};

/**
 * Only days off for everyone count: public holidays, not bank closures (Christmas Eve from
 * 14:00 in Germany), school holidays, observances or optional days.
 */
const DAYS_OFF = new Set(['public']);

export interface HolidayCalendars {
  /** Answers a calendar's holiday names by day (`YYYY-MM-DD`); 400 for a calendar that does not exist. */
  calendar(code: string): Promise<(day: string) => string | null>;
  /** Every country and region, by name in a language (English where the data has no name in it). */
  list(language: string): Promise<{ code: string; name: string }[]>;
}

export function createHolidayCalendars(): HolidayCalendars {
  const calendars = new Map<string, Holidays>();
  const years = new Map<string, Map<string, string>>();
  const lists = new Map<string, { code: string; name: string }[]>();

  async function open(code: string): Promise<Holidays> {
    const known = calendars.get(code);
    if (known) return known;
    const Holidays = await load();
    const [country, region] = code.split('-') as [string, string | undefined];
    const holidays = new Holidays();
    // `init` does not say whether the data has the country: its lists do.
    const found =
      country in holidays.getCountries() && (!region || region in (holidays.getStates(country) ?? {}));
    if (found) holidays.init(country, ...(region ? [region] : []));
    if (!found)
      throw new AppError('validation_error', {
        message: `There is no holiday calendar ${code}.`,
        details: [{ path: 'holidays.calendar', message: `There is no holiday calendar ${code}.` }],
      });
    calendars.set(code, holidays);
    return holidays;
  }

  return {
    async calendar(code) {
      const holidays = await open(code);
      return (day) => {
        const year = day.slice(0, 4);
        const key = `${code}:${year}`;
        let days = years.get(key);
        if (!days) {
          days = new Map();
          for (const holiday of holidays.getHolidays(Number(year)))
            if (DAYS_OFF.has(holiday.type) && !days.has(holiday.date.slice(0, 10)))
              days.set(holiday.date.slice(0, 10), holiday.name);
          years.set(key, days);
        }
        return days.get(day) ?? null;
      };
    },

    async list(language) {
      const lang = language.slice(0, 2);
      const known = lists.get(lang);
      if (known) return known;
      const holidays = new (await load())();
      const items: { code: string; name: string }[] = [];
      for (const [country, name] of Object.entries(holidays.getCountries(lang))) {
        items.push({ code: country, name });
        for (const [region, regionName] of Object.entries(holidays.getStates(country, lang) ?? {}))
          items.push({ code: `${country}-${region}`, name: `${name} — ${regionName}` });
      }
      items.sort((a, b) => a.name.localeCompare(b.name, lang));
      lists.set(lang, items);
      return items;
    },
  };
}
