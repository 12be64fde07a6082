import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CountLimit, LengthCounter, limitState } from './LengthCounter';

describe('limitState', () => {
  it.each([
    [239, 'hidden'],
    [240, 'near'],
    [299, 'near'],
    [300, 'at'],
    [301, 'over'],
  ] as const)('%i of 300 → %s', (count, state) => {
    expect(limitState(count, 300)).toBe(state);
  });
});

describe('LengthCounter', () => {
  it('says nothing well below the limit', () => {
    renderWithProviders(<LengthCounter length={100} max={300} />, { withUiHosts: false });
    expect(screen.queryByTestId('length-counter')).toBeNull();
  });

  it('counts from 80 % of the limit, says when it is reached and how much is too much', () => {
    const { rerender } = renderWithProviders(<LengthCounter length={250} max={300} />, {
      withUiHosts: false,
    });
    expect(screen.getByTestId('length-counter')).toHaveTextContent('250 / 300');
    rerender(<LengthCounter length={300} max={300} />);
    expect(screen.getByTestId('length-counter')).toHaveTextContent('That is the limit: 300 characters.');
    rerender(<LengthCounter length={303} max={300} />);
    expect(screen.getByTestId('length-counter')).toHaveTextContent('3 characters too many: at most 300.');
  });
});

describe('CountLimit', () => {
  it('counts tags near the limit and says when no more fit', () => {
    const { rerender } = renderWithProviders(<CountLimit count={17} max={20} what="tags" />, {
      withUiHosts: false,
    });
    expect(screen.getByTestId('count-limit')).toHaveTextContent('17 of 20 tags');
    rerender(<CountLimit count={20} max={20} what="tags" />);
    expect(screen.getByTestId('count-limit')).toHaveTextContent(
      'At most 20 tags: remove one to add another.',
    );
  });
});
