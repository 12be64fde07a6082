import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
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
