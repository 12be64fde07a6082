import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KanbanCardOverlay } from './KanbanCard';
import { aTicketItem } from './ticket-fixture';

describe('a board card', () => {
  it('shows how far its checklist is, in words for a screen reader', () => {
    renderWithProviders(
      <KanbanCardOverlay ticket={aTicketItem({ checklist: { done: 3, total: 7 } })} showBrand={false} />,
    );
    expect(screen.getByRole('img', { name: 'Checklist: 3 of 7 done' })).toHaveTextContent('3/7');
  });

  it('shows no checklist for a ticket without one', () => {
    renderWithProviders(<KanbanCardOverlay ticket={aTicketItem()} showBrand={false} />);
    expect(screen.getByText('Reel about the new roast')).toBeInTheDocument();
    expect(screen.queryByTestId('checklist-mark')).toBeNull();
    expect(screen.queryByText('0/0')).toBeNull();
  });
});
