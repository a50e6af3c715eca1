import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLAINT_TEXTS } from '@ops/contracts';
import { resetDemoServer } from '@/test/demo-server';
import { NOW, renderAssignments } from '@/features/assignments/components/sidebar/test-kit/list-fixtures';

// The demo's recent live view at NOW: 1001 has an open complaint, 1004 a resolved one (see the card's test).
beforeEach(() => resetDemoServer(NOW));

const cardOf = async (id: number) =>
  (await screen.findAllByTestId('assignment-card')).find((card) => card.dataset.id === String(id))!;

describe('complaints on the deliveries page', () => {
  it('badges the card of a delivery with an open complaint, until it is resolved', async () => {
    const { user } = renderAssignments('/deliver/1001');
    const card = await cardOf(1001);
    await waitFor(() =>
      expect(within(card).getByTestId('card-complaints')).toHaveTextContent(COMPLAINT_TEXTS.openBadge(1)),
    );
    expect(card).toHaveAccessibleName(expect.stringContaining(COMPLAINT_TEXTS.openBadge(1)));
    expect(within(await cardOf(1004)).queryByTestId('card-complaints')).not.toBeInTheDocument();

    const complaints = await screen.findByRole('region', { name: COMPLAINT_TEXTS.cardTitle });
    await user.type(
      within(complaints).getByRole('textbox', { name: COMPLAINT_TEXTS.resolutionLabel }),
      'Version 2 keeps the names in English.',
    );
    await user.click(within(complaints).getByRole('button', { name: COMPLAINT_TEXTS.resolve }));
    await waitFor(() => expect(within(card).queryByTestId('card-complaints')).not.toBeInTheDocument());
  });
});
