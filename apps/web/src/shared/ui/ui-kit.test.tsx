import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EmptyState } from './EmptyState';
import { notify } from './notify/notify-store';
import { FeatureNotBuilt, PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('shows the title as the page heading and sets the document title', async () => {
    renderWithProviders(<PageFrame title="Team" subtitle="Acme" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Team · Expertos'));
    expect(screen.queryByTestId('feature-not-built')).toBeNull();
  });

  it('says when the feature is not built yet', () => {
    renderWithProviders(<PageFrame title="Team" notBuilt />);
    expect(screen.getByTestId('feature-not-built')).toHaveTextContent('This screen is not built yet.');
  });

  it('FeatureNotBuilt can stand alone', () => {
    renderWithProviders(<FeatureNotBuilt />);
    expect(screen.getByText('This screen is not built yet.')).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows a title, a description and actions', () => {
    renderWithProviders(
      <EmptyState
        title="No tasks yet"
        description="Create one."
        actions={<button type="button">New task</button>}
      />,
    );
    const empty = screen.getByTestId('empty-state');
    expect(empty).toHaveTextContent('No tasks yet');
    expect(empty).toHaveTextContent('Create one.');
    expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
  });
});

describe('NotificationsHost', () => {
  it('loads and shows notifications on the first notify()', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify({ type: 'positive', message: 'Welcome back' });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome back');
  });
});
