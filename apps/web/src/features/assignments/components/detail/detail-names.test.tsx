import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDelivery, renderDetail } from './test-kit/render-detail';

describe('the detail header names the work and says early or late (decision 0033)', () => {
  it('shows the assignment name beside the delivery id, and early beside an on-time duration', async () => {
    const delivery = demoDelivery();
    renderDetail();
    const name = await screen.findByTestId('delivery-name');
    expect(name).toHaveTextContent(delivery.assignment_name!);
    expect(name).toHaveAttribute('title', delivery.assignment_name!);
    const delivered = screen.getByTestId('field-delivered');
    expect(within(delivered).getByTestId('delivered-duration')).toHaveTextContent(
      new RegExp(`^${delivery.duration}$`),
    );
    expect(within(delivered).getByTestId('duration-timing')).toHaveTextContent(/^early$/);
  });

  it('says late beside a negative duration, whose text stays as the spec writes it', async () => {
    Object.assign(demoDelivery(), { duration: '-0 Day, 18 Hrs' });
    renderDetail();
    const delivered = await screen.findByTestId('field-delivered');
    expect(within(delivered).getByTestId('delivered-duration')).toHaveTextContent(/^-0 Day, 18 Hrs$/);
    expect(within(delivered).getByTestId('duration-timing')).toHaveTextContent(/^late$/);
  });
});
