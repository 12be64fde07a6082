import { CONFIRM_DEFAULTS } from '@expertos/domain/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { choose, confirm } from './confirm-store';

function open(options?: Parameters<typeof confirm>[0]) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe('confirm', () => {
  it("shows the spec's default texts and resolves true on Ok", async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const answer = open();
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_DEFAULTS.title });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a plain confirmation in the primary colour', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    open();
    const ok = await screen.findByRole('button', { name: 'Ok' });
    expect(ok.getAttribute('style') ?? '').not.toContain('red');
  });

  it('resolves false on Cancel', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const answer = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('puts the focus on Ok and cancels on Escape', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const answer = open();
    const ok = await screen.findByRole('button', { name: 'Ok' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('takes custom texts', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const answer = open({
      title: 'Delete brand?',
      message: 'Tasks stay archived.',
      ok: 'Delete',
      cancel: 'Keep',
    });
    expect(await screen.findByRole('dialog', { name: 'Delete brand?' })).toHaveTextContent(
      'Tasks stay archived.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
  });

  it('asks queued questions one after the other', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const first = open({ title: 'First?' });
    const second = open({ title: 'Second?' });
    await screen.findByRole('dialog', { name: 'First?' });
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(first).resolves.toBe(true);
    await screen.findByRole('dialog', { name: 'Second?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
  });

  it('is mounted on demand by the app providers', async () => {
    renderWithProviders(<p>page</p>);
    const answer = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await expect(answer).resolves.toBe(true);
  });

  it('makes a destructive action red and labelled with the action', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    open({ title: 'Delete Acme Coffee?', ok: 'Delete brand', danger: true });
    const button = await screen.findByRole('button', { name: 'Delete brand' });
    // Mantine paints a coloured button through its inline --button-bg variable.
    expect(button.getAttribute('style')).toContain('--mantine-color-red-filled');
  });

  it('asks to type the name first: the action stays disabled until it matches', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const answer = open({
      title: 'Delete Night Studio?',
      ok: 'Delete workspace',
      danger: true,
      typeToConfirm: 'Night Studio',
    });
    const field = await screen.findByRole('textbox', { name: 'Type Night Studio to confirm' });
    const button = screen.getByRole('button', { name: 'Delete workspace' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(button).toBeDisabled();
    await userEvent.type(field, 'night studio{Enter}');
    expect(button).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Night Studio ');
    expect(button).toBeEnabled();
    await userEvent.type(field, '{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it('starts the next typed-name request with an empty field', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const first = open({ title: 'First?', typeToConfirm: 'One' });
    open({ title: 'Second?', typeToConfirm: 'One' });
    await userEvent.type(await screen.findByRole('textbox'), 'One');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(first).resolves.toBe(true);
    await screen.findByRole('dialog', { name: 'Second?' });
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled();
  });

  it('asks a question with more than one answer: resolves the one taken, null on Cancel or Escape', async () => {
    renderWithProviders(<ConfirmDialog />, { withUiHosts: false });
    const ask = () => {
      let answer!: Promise<'close' | 'leave' | null>;
      act(() => {
        answer = choose({
          title: 'Open subtasks',
          message: 'Close them too?',
          choices: [
            { value: 'close', label: 'Close them too' },
            { value: 'leave', label: 'Leave them open', danger: true },
          ],
        });
      });
      return answer;
    };
    const first = ask();
    const dialog = await screen.findByRole('dialog', { name: 'Open subtasks' });
    expect(dialog).toHaveTextContent('Close them too?');
    const close = screen.getByRole('button', { name: 'Close them too' });
    await waitFor(() => expect(close).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Leave them open' }).getAttribute('style')).toContain(
      '--mantine-color-red',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave them open' }));
    await expect(first).resolves.toBe('leave');

    const second = ask();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBeNull();

    const third = ask();
    await screen.findByRole('button', { name: 'Close them too' });
    await userEvent.keyboard('{Escape}');
    await expect(third).resolves.toBeNull();
  });
});
