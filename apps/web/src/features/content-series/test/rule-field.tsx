import { useEffect } from 'react';
import { NO_SLOTS, type RecurrenceRuleFieldProps, type Slots } from '@/shared/ui/slots';

const THURSDAYS = 'FREQ=WEEKLY;BYDAY=TH';
/** The stand-in's own words (a test's, not the app's catalogue). */
const FAKE_TEXT = {
  button: 'On Thursdays',
  legend: 'Schedule',
  words: (rule: string | null) => (rule === THURSDAYS ? 'Weekly on Thursday' : `Rule ${rule}`),
};

/**
 * A stand-in for the repeat-rule field app/ puts in the slot (recurring's; features stay apart),
 * keeping its contract: started without a rule it tells one at once; read-only it gives words.
 */
function RuleField({ value, onChange, error, readOnly }: RecurrenceRuleFieldProps) {
  useEffect(() => {
    if (!readOnly && value === null) onChange?.('FREQ=WEEKLY;BYDAY=TU');
  }, [readOnly, value, onChange]);
  if (readOnly) return <span>{FAKE_TEXT.words(value)}</span>;
  return (
    <fieldset>
      <legend>{FAKE_TEXT.legend}</legend>
      <button type="button" onClick={() => onChange?.(THURSDAYS)}>
        {FAKE_TEXT.button}
      </button>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}

/** The slots with the stand-in rule field in. */
export const WITH_RULE_FIELD: Slots = { ...NO_SLOTS, recurrenceRuleField: [RuleField] };
