import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_RATINGS, OPS_RATINGS } from '@ops/contracts';
import { ClientRating } from './client-rating';
import { OpsRating } from './ops-rating';

describe('ClientRating', () => {
  it.each(CLIENT_RATINGS)('shows %i of 5 stars filled', (value) => {
    const { container } = render(<ClientRating value={value} />);
    expect(screen.getByRole('img', { name: `Client rating: ${value} out of 5` })).toBeInTheDocument();
    expect(container.querySelectorAll('.star')).toHaveLength(5);
    expect(container.querySelectorAll('.star--filled')).toHaveLength(value);
  });

  it.each([null, undefined, 0, 6, 2.5])('reads Not rated for %s', (value) => {
    render(<ClientRating value={value} />);
    expect(screen.getByTestId('client-rating')).toHaveTextContent('Not rated');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('OpsRating', () => {
  it.each([
    ['positive', 'Positive'],
    ['neutral', 'Neutral'],
    ['negative', 'Negative'],
  ] as const)('shows %s as %s', (value, label) => {
    render(<OpsRating value={value} />);
    const rating = screen.getByTestId('ops-rating');
    expect(rating).toHaveTextContent(`Operations rating: ${label}`);
    expect(rating).toHaveClass(`ops-rating--${value}`);
  });

  it('covers every rating of the contracts', () => {
    for (const value of OPS_RATINGS) {
      const { unmount } = render(<OpsRating value={value} />);
      expect(screen.getByTestId('ops-rating')).not.toHaveTextContent('Not rated');
      unmount();
    }
  });

  it('reads Not rated for anything else', () => {
    render(<OpsRating value="great" />);
    expect(screen.getByTestId('ops-rating')).toHaveTextContent('Not rated');
  });
});
