import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as timeReportApi from '../api/time-report';
import { aReport } from '../test/time-fixtures';
import { TimeReportPage } from './TimeReportPage';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  signIn();
  useWorkspaceStore
    .getState()
    .setProjects([
      aProject({ uid: 'p1', name: 'Acme' }),
      aProject({ uid: 'p2', name: 'Globex' }),
      aProject({ uid: 'p3', name: 'Hidden', has_permission: false }),
    ]);
});
afterEach(() => vi.restoreAllMocks());

describe('TimeReportPage', { timeout: 20_000 }, () => {
  it('asks for the default range and shows the total, the weekly chart and both tables', async () => {
    const report = vi.spyOn(timeReportApi, 'fetchTimeReport').mockResolvedValue(aReport());
    renderWithProviders(<TimeReportPage />);

    expect(await screen.findByRole('heading', { name: 'Time', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('time-report-total')).toHaveTextContent('5h 00m'));
    expect(report).toHaveBeenCalledWith('w1', {}, expect.anything());
    // The range the server chose is shown.
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('Jan 7, 2030');
    expect(screen.getByRole('button', { name: 'To' })).toHaveTextContent('Jan 20, 2030');

    // The chart arrives a moment after the page (its own chunk).
    expect(await screen.findByRole('img', { name: 'Hours per week' })).toHaveAccessibleDescription(
      'Hours per week: Jan 7: 3 h, Jan 14: 2 h',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'By brand' }))).toEqual([
      ['Brand', 'Time', 'Share'],
      ['Acme', '4h 00m', '80%'],
      ['Globex', '1h 00m', '20%'],
      ['Total', '5h 00m', '100%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'By person' }))).toEqual([
      ['Person', 'Time', 'Share'],
      ['Ada Lovelace', '4h 00m', '80%'],
      ['grace@example.com', '1h 00m', '20%'],
      ['Total', '5h 00m', '100%'],
    ]);
  });

  it('filters by one of the brands the user may see', async () => {
    const report = vi.spyOn(timeReportApi, 'fetchTimeReport').mockResolvedValue(aReport());
    renderWithProviders(<TimeReportPage />);
    const u = setupUser();
    await screen.findByTestId('time-report-total');

    await u.click(screen.getByRole('combobox', { name: 'Brand' }));
    expect(screen.queryByRole('option', { name: 'Hidden' })).toBeNull();
    await u.click(await screen.findByRole('option', { name: 'Globex' }));

    await waitFor(() => expect(report).toHaveBeenLastCalledWith('w1', { project: 'p2' }, expect.anything()));
  });

  it('says when no time was tracked in the period', async () => {
    vi.spyOn(timeReportApi, 'fetchTimeReport').mockResolvedValue(
      aReport({
        total_seconds: 0,
        by_project: [],
        by_person: [],
        rows: [],
        by_week: [{ week: '2030-01-07', seconds: 0 }],
      }),
    );
    renderWithProviders(<TimeReportPage />);
    expect(await screen.findByText('No time tracked in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the report failed and loads it again on request', async () => {
    const report = vi
      .spyOn(timeReportApi, 'fetchTimeReport')
      // A 4xx is not retried by the query client: the page shows it at once.
      .mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_error', message: 'boom' }))
      .mockResolvedValue(aReport());
    renderWithProviders(<TimeReportPage />);
    const u = setupUser();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded.');
    expect(alert).toHaveTextContent(ERROR_CATALOGUE.validation_error.message);
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.getByTestId('time-report-total')).toHaveTextContent('5h 00m'));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('is not for external collaborators', async () => {
    signIn({ role: 'external' });
    const report = vi.spyOn(timeReportApi, 'fetchTimeReport');
    renderWithProviders(<TimeReportPage />);
    expect(await screen.findByText('Time reports are for the team')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });
});
