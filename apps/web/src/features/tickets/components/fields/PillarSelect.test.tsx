import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PillarSelect } from './PillarSelect';

describe('PillarSelect', () => {
  it('sends to the setup step by its name when the brand has no pillars', () => {
    renderWithProviders(<PillarSelect label="Pillar" pillars={[]} value={null} onChange={() => undefined} />);
    expect(
      screen.getByText('This brand has no content pillars yet: add them in its settings, under Topics.'),
    ).toBeInTheDocument();
  });

  it('says nothing of the setup once the brand has pillars', () => {
    renderWithProviders(
      <PillarSelect label="Pillar" pillars={['Origins']} value={null} onChange={() => undefined} />,
    );
    expect(screen.queryByText(/under Topics/)).toBeNull();
  });
});
