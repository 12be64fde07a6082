import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HIDDEN_COLUMNS, useTablePrefs } from './use-table-prefs';

// The store lives as long as the worker's modules: what this file reads back is put back after.
const before = useTablePrefs.getState();
afterEach(() => useTablePrefs.setState({ hidden: before.hidden, widths: before.widths }));

describe("the ticket table's column choice", () => {
  it('starts with the Checklist column hidden, and hides it in a choice stored before it came', async () => {
    expect(DEFAULT_HIDDEN_COLUMNS).toContain('checklist');
    localStorage.setItem(
      'expertos:ticket-table',
      JSON.stringify({ state: { hidden: ['tags'], widths: {} }, version: 2 }),
    );
    await useTablePrefs.persist.rehydrate();
    expect(useTablePrefs.getState().hidden).toEqual(['tags', 'checklist']);
  });
});
