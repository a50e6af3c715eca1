import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render-app';
import { DeliveryId } from '../detail/top-bar/delivery-id';
import { DurationTiming } from './duration-timing';

describe('the detail header names the work (decision 0033)', () => {
  it('shows the assignment name beside the delivery id, whole in its title', () => {
    renderInRouter(
      <DeliveryId batchId="NWL-5002" copyData="NWL-5002" assignmentName="Investor Update 2026" />,
    );
    expect(screen.getByTestId('delivery-id')).toHaveTextContent(/^NWL-5002$/);
    const name = screen.getByTestId('delivery-name');
    expect(name).toHaveTextContent('Investor Update 2026');
    expect(name).toHaveAttribute('title', 'Investor Update 2026');
    expect(name.closest('.delivery-id')).toHaveClass('delivery-id--named');
  });

  it('shows nothing more without a name', () => {
    renderInRouter(<DeliveryId batchId="NWL-5002" copyData="NWL-5002" assignmentName={null} />);
    expect(screen.queryByTestId('delivery-name')).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-id').closest('.delivery-id')).not.toHaveClass('delivery-id--named');
  });
});

describe('early or late beside a duration', () => {
  it.each([
    ['-1 Day, 5 Hrs', 'late', 'Delivered after the committed time'],
    ['-0 Day, 18 Hrs', 'late', 'Delivered after the committed time'],
    ['2 Days, 4 Hrs', 'early', 'Delivered before the committed time'],
  ])('%s reads %s', (duration, word, description) => {
    renderInRouter(
      <span>
        <span data-testid="delivered-duration">{duration}</span>
        <DurationTiming duration={duration} />
      </span>,
    );
    expect(screen.getByTestId('delivered-duration')).toHaveTextContent(new RegExp(`^${duration}$`));
    const timing = screen.getByTestId('duration-timing');
    expect(timing).toHaveTextContent(new RegExp(`^${word}$`));
    expect(timing).toHaveAttribute('title', description);
    expect(timing).toHaveClass(`is-${word}`);
  });

  it('is absent without a duration', () => {
    renderInRouter(<DurationTiming duration={null} />);
    expect(screen.queryByTestId('duration-timing')).not.toBeInTheDocument();
  });
});
