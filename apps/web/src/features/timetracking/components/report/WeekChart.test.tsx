import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aReport } from '../../test/time-fixtures';
import { WeekChart } from './WeekChart';

const original = window.ResizeObserver;
beforeEach(() => {
  // jsdom lays nothing out: the chart's box reports 600 × 260 as a browser would.
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const rect = { x: 0, y: 0, top: 0, left: 0, width: 600, height: 260, right: 600, bottom: 260 };
      this.callback([{ target, contentRect: rect } as unknown as ResizeObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  window.ResizeObserver = original;
});

const heightsOf = (week: Element) =>
  [...week.querySelectorAll('rect[fill^="var(--mantine-color-"]')]
    .filter((rect) => !rect.getAttribute('fill')?.includes('default'))
    .map((rect) => Number(rect.getAttribute('height')));

describe('WeekChart', () => {
  it('stacks each week by brand, in proportion, with the numbers in its tooltip and a legend', async () => {
    renderWithProviders(<WeekChart report={aReport()} />);
    await waitFor(() => expect(screen.getAllByTestId('time-chart-week')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('time-chart-week') as [HTMLElement, HTMLElement];

    expect(first.querySelector('title')?.textContent).toBe('Jan 7: Acme 2.5 h, Globex 0.5 h');
    expect(second.querySelector('title')?.textContent).toBe('Jan 14: Acme 1.5 h, Globex 0.5 h');
    // 3 h and 2 h on an axis to 3 h: the first bar fills the plot, the second two thirds of it.
    const [a1, g1] = heightsOf(first) as [number, number];
    const [a2, g2] = heightsOf(second) as [number, number];
    expect(a1 / g1).toBeCloseTo(5);
    expect((a2 + g2) / (a1 + g1)).toBeCloseTo(2 / 3);
    expect(screen.getByText('3 h')).toBeInTheDocument();
    expect(screen.getByTestId('time-chart-legend')).toHaveTextContent('AcmeGlobex');
    expect(screen.getByRole('img', { name: 'Hours per week' })).toHaveAccessibleDescription(
      'Hours per week: Jan 7: 3 h, Jan 14: 2 h',
    );
  });

  it('draws an empty week as no bar, and one brand without a legend', async () => {
    const report = aReport({
      by_project: [{ project: { uid: 'p1', name: 'Acme', slug: 'acme' }, seconds: 3600 }],
      by_week: [
        { week: '2030-01-07', seconds: 3600 },
        { week: '2030-01-14', seconds: 0 },
      ],
      rows: [{ week: '2030-01-07', project_uid: 'p1', person_uid: 'm1', seconds: 3600 }],
    });
    renderWithProviders(<WeekChart report={report} />);
    await waitFor(() => expect(screen.getAllByTestId('time-chart-week')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('time-chart-week') as [HTMLElement, HTMLElement];
    expect(heightsOf(first)).toHaveLength(1);
    expect(heightsOf(second)).toHaveLength(0);
    expect(second.querySelector('title')?.textContent).toBe('Jan 14: 0 h');
    expect(screen.queryByTestId('time-chart-legend')).toBeNull();
  });
});
