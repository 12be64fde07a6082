import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n as appI18n } from '@/shared/i18n/i18n';
import { TestProviders } from '@/test/render';
import { rowLabels } from './row-labels';
import { TicketRow } from './TicketRow';
import type { GridColumn } from './table-columns';
import { type TableActions, TableActionsContext } from './table-context';
import { aRow } from './ticket-test-data';

const columns: GridColumn[] = ['select', 'id', 'summary', 'status', 'assignee', 'dueDate'];

function renderRow(skim: boolean, rerenderWith?: ReturnType<typeof render>['rerender']) {
  const actions: TableActions = {
    assignees: [],
    update: vi.fn(),
    open: vi.fn(),
    toggle: vi.fn(),
    labels: rowLabels(i18n.t.bind(i18n)),
  };
  const ui = (
    <TestProviders>
      <TableActionsContext.Provider value={actions}>
        <table>
          <tbody>
            <TicketRow
              ticket={aRow({ id: 7, summary: 'Film the launch reel' })}
              index={3}
              start={132}
              selected={false}
              columns={columns}
              onFocusRow={vi.fn()}
              skim={skim}
            />
          </tbody>
        </table>
      </TableActionsContext.Provider>
    </TestProviders>
  );
  if (rerenderWith) {
    rerenderWith(ui);
    return undefined;
  }
  return render(ui);
}

describe('a ticket row while the table is jumped through', () => {
  it('shows only its number and summary, then everything again in the same row element', () => {
    const view = renderRow(true);
    const row = screen.getByRole('row');
    expect(row).toHaveTextContent('#7Film the launch reel');
    expect(row.querySelectorAll('td')).toHaveLength(columns.length);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    row.focus();

    renderRow(false, view?.rerender);
    expect(screen.getByRole('row')).toBe(row);
    expect(row).toHaveFocus();
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Film the launch reel' })).toBeInTheDocument();
  });
});

describe("a ticket row's checklist progress", () => {
  const renderWith = (checklist: { done: number; total: number }, shown: GridColumn[]) => {
    const actions: TableActions = {
      assignees: [],
      update: vi.fn(),
      open: vi.fn(),
      toggle: vi.fn(),
      labels: rowLabels(appI18n.t.bind(appI18n)),
    };
    render(
      <TestProviders>
        <TableActionsContext.Provider value={actions}>
          <table>
            <tbody>
              <TicketRow
                ticket={aRow({ id: 7, summary: 'Film the launch reel', checklist })}
                index={0}
                start={0}
                selected={false}
                columns={shown}
                onFocusRow={vi.fn()}
              />
            </tbody>
          </table>
        </TableActionsContext.Provider>
      </TestProviders>,
    );
  };

  it('shows "3/7" in the Checklist column, or after the summary while the column is hidden', () => {
    renderWith({ done: 3, total: 7 }, ['id', 'summary', 'checklist']);
    const cells = screen.getAllByRole('cell');
    expect(
      within(cells[2] as HTMLElement).getByRole('img', { name: 'Checklist: 3 of 7 done' }),
    ).toHaveTextContent('3/7');
    expect(within(cells[1] as HTMLElement).queryByTestId('checklist-mark')).toBeNull();
    cleanup();

    renderWith({ done: 3, total: 7 }, ['id', 'summary']);
    const summary = screen.getAllByRole('cell')[1] as HTMLElement;
    expect(within(summary).getByRole('img', { name: 'Checklist: 3 of 7 done' })).toHaveTextContent('3/7');
  });

  it('shows nothing for a ticket without a checklist', () => {
    renderWith({ done: 0, total: 0 }, ['id', 'summary', 'checklist']);
    expect(screen.queryByTestId('checklist-mark')).toBeNull();
    expect(screen.getAllByRole('cell')[2]).toBeEmptyDOMElement();
  });
});
