import type { QueueSettings } from '@expertos/domain/publishing/channel.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewerTimeZone } from '@/shared/session/viewer-zone';
import { renderWithProviders, signIn } from '@/test/render';
import { SchedulePicker } from './SchedulePicker';
import type { Composer } from './use-composer';

afterEach(() => setViewerTimeZone(null));

const berlin: QueueSettings = { time_zone: 'Europe/Berlin', slots: [], require_approval: false };

/** The picker as the composer shows it, at a date and time typed in the brand's zone. */
function renderAt(date: string, time: string) {
  signIn({ role: 'admin' });
  const composer = {
    when: 'at',
    date,
    time,
    setWhen() {},
    setDate() {},
    setTime() {},
  } as unknown as Composer;
  renderWithProviders(<SchedulePicker composer={composer} queue={berlin} projectUid="p1" networks={[]} />);
}

describe('the schedule picker across a DST change', () => {
  it('says when the brand’s clocks skip the time picked, and the time it goes out instead', () => {
    setViewerTimeZone('Europe/Berlin');
    renderAt('2026-03-29', '02:30');
    expect(screen.getByRole('status')).toHaveTextContent(
      'There is no 02:30 on that day in Europe/Berlin: the clocks go forward. It goes out at 03:30.',
    );
  });

  it('says nothing of the sort on an ordinary day, and gives the viewer’s own time from their profile zone', () => {
    setViewerTimeZone('America/New_York');
    renderAt('2026-03-30', '02:30');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const lines = screen.getByTestId('schedule-lines');
    expect(lines).toHaveTextContent(/Goes out .*2:30/);
    // 02:30 in Berlin (UTC+2 after the change) is 20:30 the evening before in New York (UTC−4).
    expect(lines).toHaveTextContent(/Your time: .*Mar 29.*8:30/);
  });
});
