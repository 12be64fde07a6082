import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '@/test/render';
import * as seriesApi from '../api/content-series';
import { TicketSeriesLine } from './TicketSeriesLine';

afterEach(() => vi.restoreAllMocks());

function renderLine() {
  renderPageAt('/ticket', [
    {
      path: '/ticket',
      element: (
        <TicketSeriesLine
          ticketUid="t3"
          workspaceUid="w1"
          totalSpent={0}
          headingOrder={4}
          project={{ uid: 'p1', slug: 'acme' }}
        />
      ),
    },
  ]);
}

describe("a ticket's series line", () => {
  it('says the series and the place, linking to the series', async () => {
    vi.spyOn(seriesApi, 'fetchTicketSeries').mockResolvedValue({
      uid: 's1',
      name: 'Tip Tuesday',
      position: 3,
      planned: 12,
    });
    renderLine();
    const link = await screen.findByRole('link', { name: 'Series: Tip Tuesday · 3 of 12' });
    expect(link).toHaveAttribute('href', '/brand/acme/series?series=s1');
  });

  it('shows nothing for a ticket in no series', async () => {
    const fetch = vi.spyOn(seriesApi, 'fetchTicketSeries').mockResolvedValue(null);
    renderLine();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('t3', expect.anything()));
    expect(screen.queryByTestId('ticket-content-series')).toBeNull();
  });
});
