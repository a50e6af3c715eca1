import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingField } from './star-rating-field';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <StarRatingField legend="Rate this version" name="rating" value={value} onChange={setValue} />;
}

describe('StarRatingField', () => {
  it('is a named group of five radios, one per star count', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Rate this version' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });

  it('chooses by click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(container.querySelectorAll('.star--filled')).toHaveLength(3);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
  });

  it('shows an error tied to the group', () => {
    render(
      <StarRatingField
        legend="Rate"
        name="rating"
        value={null}
        onChange={() => undefined}
        error="Pick one"
      />,
    );
    expect(screen.getByRole('group', { name: 'Rate' })).toHaveAccessibleDescription('Pick one');
  });
});
