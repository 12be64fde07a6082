import { ApiError } from '@expertos/api-client/client';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as ticketApi from '../api/ticket';
import { useUpdateTicket } from './use-update-ticket';

afterEach(() => vi.restoreAllMocks());

function EditCaption() {
  const update = useUpdateTicket('w1');
  return (
    <Button onClick={() => update.mutate({ uid: 't1', change: { caption: 'New words' } })}>
      Save caption
    </Button>
  );
}

const locked = () =>
  new ApiError({
    status: 409,
    code: 'post_locked_approved',
    message: 'locked',
    details: [{ path: 'caption', message: 'Approved: locked until review reopens.' }],
  });

describe('editing an approved post', () => {
  it('asks before editing locked content, and sends the edit again reopening review', async () => {
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockRejectedValueOnce(locked())
      .mockResolvedValue({} as Ticket);
    renderWithProviders(<EditCaption />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Save caption' }));
    const dialog = await screen.findByRole('dialog', { name: 'This post is approved' });
    expect(within(dialog).getByText(/locked \(caption\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit and reopen review' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith('t1', { caption: 'New words', reopen_review: true }),
    );
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('keeps the approved content when the person does not reopen review', async () => {
    const update = vi.spyOn(ticketApi, 'updateTicket').mockRejectedValue(locked());
    renderWithProviders(<EditCaption />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Save caption' }));
    const dialog = await screen.findByRole('dialog', { name: 'This post is approved' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledTimes(1);
  });
});
