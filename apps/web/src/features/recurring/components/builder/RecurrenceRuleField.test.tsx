import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { RecurrenceRuleField } from './RecurrenceRuleField';

/** A host holding the rule as a content series' form does: what it last heard, shown. */
function Host({ value, onChange }: { value: string | null; onChange: (rule: string | null) => void }) {
  const [rule, setRule] = useState(value);
  return (
    <>
      <RecurrenceRuleField
        value={value}
        start="2030-01-08"
        onChange={(next) => {
          setRule(next);
          onChange(next);
        }}
      />
      <output data-testid="host-rule">{rule}</output>
    </>
  );
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const words = () => screen.getByTestId('recurrence-rule-words');
const hostRule = () => screen.getByTestId('host-rule');

describe('the repeat-rule field', { timeout: 30_000 }, () => {
  it('starts weekly on the first day’s weekday, and writes the rule its weekdays and frequency make', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Host value={null} onChange={onChange} />);
    const user = setupUser();
    // 8 January 2030 is a Tuesday: the rule shown is told at once.
    expect(onChange).toHaveBeenCalledWith('FREQ=WEEKLY;BYDAY=TU');
    expect(words()).toHaveTextContent('Weekly on Tuesday');

    await user.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    expect(hostRule()).toHaveTextContent('FREQ=WEEKLY;BYDAY=TU,TH');
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(hostRule()).toHaveTextContent(/^FREQ=WEEKLY;BYDAY=TH$/);
    expect(words()).toHaveTextContent('Weekly on Thursday');

    await pick(user, 'Repeats', 'Monthly');
    expect(hostRule()).toHaveTextContent('FREQ=MONTHLY;BYMONTHDAY=8');
    expect(words()).toHaveTextContent('Monthly on the 8th');
    await user.click(screen.getByRole('radio', { name: 'A weekday of the month' }));
    await pick(user, 'Which one', 'Last');
    expect(hostRule()).toHaveTextContent('FREQ=MONTHLY;BYDAY=-1TU');
    expect(words()).toHaveTextContent('Monthly on the last Tuesday');
  });

  it('reads a rule it is given, tells nothing until changed, and drops its end when "Never" is chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Host value="FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=6" onChange={onChange} />);
    const user = setupUser();
    expect(words()).toHaveTextContent('Every 2 weeks on Monday and Friday, 6 times');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Number of tickets' })).toHaveValue('6');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Never' }));
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR');
    const every = screen.getByRole('textbox', { name: 'Every' });
    await user.clear(every);
    await user.type(every, '1');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,FR');
  });

  it('says a refusal under the field, and gives the words alone when read-only', () => {
    const { unmount } = renderWithProviders(
      <RecurrenceRuleField value="FREQ=DAILY" onChange={() => {}} error="Not a weekday." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not a weekday.');
    unmount();
    renderWithProviders(
      <p>
        <RecurrenceRuleField value="FREQ=MONTHLY;BYDAY=2TU" readOnly />
      </p>,
    );
    expect(words()).toHaveTextContent('Monthly on the 2nd Tuesday');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
