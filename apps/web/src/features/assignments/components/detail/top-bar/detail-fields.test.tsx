import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_WIDTH_QUERY } from '../card-width';
import { renderDetail } from '../test-kit/render-detail';

/** A phone: the phone query (Back) and the card width (tables as cards, the short header) both match. */
function phoneWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(max-width: 768px)' || query === CARD_WIDTH_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('assignment detail: the header card on a phone', () => {
  it('keeps the delivery id, the requester and the committed delivery; More details shows the rest', async () => {
    phoneWidth();
    const { user } = renderDetail();
    const bar = await screen.findByTestId('detail-top-bar');
    expect(within(bar).getByTestId('delivery-id')).toHaveTextContent('B-ACME-001010');
    expect(within(bar).getByTestId('field-requester-name')).toHaveTextContent('Kavya Iyer');
    expect(within(bar).getByTestId('field-committed-delivery')).toBeInTheDocument();
    for (const hidden of [
      'field-entity-code',
      'field-client-charge-code',
      'field-delivered',
      'field-date-received',
    ])
      expect(within(bar).queryByTestId(hidden)).not.toBeInTheDocument();

    const more = within(bar).getByRole('button', { name: 'More details' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBe(bar.querySelector('dl'));
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(bar).getByTestId('field-entity-code')).toHaveTextContent('ACME-UK');
    expect(within(bar).getByTestId('field-delivered')).toBeInTheDocument();
    expect(within(bar).getByTestId('field-date-received')).toBeInTheDocument();
    await user.click(more);
    expect(within(bar).queryByTestId('field-entity-code')).not.toBeInTheDocument();
  });

  it('shows every field and no disclosure on a wide screen', async () => {
    renderDetail();
    const bar = await screen.findByTestId('detail-top-bar');
    expect(within(bar).getByTestId('field-entity-code')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'More details' })).not.toBeInTheDocument();
  });
});
