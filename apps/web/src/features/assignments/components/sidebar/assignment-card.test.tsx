import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_TEXTS, COMPLAINT_TEXTS } from '@ops/contracts';
import type { AssignmentListItem } from '@ops/contracts';
import { renderInRouter } from '@/test/render-app';
import { AssignmentCard } from './assignment-card';
import { itemFixture } from './test-kit/list-fixtures';

const renderCard = (item: AssignmentListItem, active = false) =>
  renderInRouter(<AssignmentCard item={item} scope="live" active={active} />);

const LONG_NAME = 'Annual Report 2026 for the Board of Directors - final version.pptx';

describe('assignment card', () => {
  it('shows services, feedback, file, units, duration, requester, client code and committed date', () => {
    const committed = new Date(2026, 10, 12, 14, 30).toISOString();
    renderCard(
      itemFixture({
        services: ['Translation Services', 'Presentation Design'],
        committed_delivery: committed,
      }),
      true,
    );
    const card = screen.getByTestId('assignment-card');
    expect(card).toHaveAttribute('href', '/deliver/1');
    expect(card).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('service-icon').map((i) => i.dataset.code)).toEqual(['TR', 'PD']);
    expect(screen.getByRole('img', { name: 'Client rating: 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByTestId('card-file-name')).toHaveTextContent('Quarterly Results Deck.pptx');
    expect(screen.queryByTestId('card-more-files')).not.toBeInTheDocument();
    expect(screen.getByTestId('card-units')).toHaveTextContent(/^1200 Words$/);
    expect(card).toHaveTextContent('Delivered2 Days, 3 Hrs');
    // The whole name: the card's width cuts it (CSS, with the title), never a count of characters.
    expect(screen.getByTestId('card-requester')).toHaveTextContent(/^Priya Raman$/);
    expect(screen.getByTestId('card-requester')).toHaveAttribute('title', 'Priya Raman');
    expect(card).toHaveTextContent('ACME');
    expect(screen.getByTestId('card-committed')).toHaveTextContent('12 Nov 2026, 14:30');
  });

  it('truncates a long first file name to 40 characters keeping the last 6, and counts the others', () => {
    renderCard(itemFixture({ file_names: [LONG_NAME, 'b.pdf', 'c.pdf'] }));
    const name = screen.getByTestId('card-file-name').textContent ?? '';
    expect(name).toHaveLength(40);
    expect(name).toBe(`${LONG_NAME.slice(0, 33)}…n.pptx`);
    expect(screen.getByTestId('card-more-files')).toHaveTextContent('+ 2');
    expect(screen.getByTitle(LONG_NAME)).toBeInTheDocument();
  });

  it("labels an empty file name 'Unnamed file', and shows two unit details then '...'", () => {
    renderCard(
      itemFixture({
        file_names: ['  '],
        unit_details: [
          { unit_type: 'Words', unit_count: 1200 },
          { unit_type: 'Pages', unit_count: 12 },
          { unit_type: 'Minutes', unit_count: 3 },
        ],
        requester_name: 'Kim',
        committed_delivery: null,
      }),
    );
    expect(screen.getByTestId('card-file-name')).toHaveTextContent(ASSIGNMENT_TEXTS.unnamedFile);
    const units = [...screen.getByTestId('card-units').children].map((c) => c.textContent);
    expect(units).toEqual(['1200 Words', '12 Pages', '...']);
    expect(screen.getByTestId('card-requester')).toHaveTextContent(/^Kim$/);
    expect(screen.getByTestId('card-committed')).toHaveTextContent(/^-$/);
  });

  it('colours the duration green when on time and red when it starts with a minus', () => {
    const { unmount } = renderCard(itemFixture({ duration: '1 Day, 2 Hrs' }));
    expect(screen.getByTestId('card-duration')).toHaveClass('is-green');
    unmount();
    renderCard(itemFixture({ duration: '-0 Day, 18 Hrs' }));
    expect(screen.getByTestId('card-duration')).toHaveClass('is-red');
    expect(screen.getByTestId('card-duration')).toHaveTextContent('-0 Day, 18 Hrs');
  });

  it("shows the assignment name people know the work by, and says 'early' or 'late' beside the duration", () => {
    const { unmount } = renderCard(
      itemFixture({ duration: '-1 Day, 5 Hrs', assignment_name: 'Investor Update 2026' }),
    );
    const name = screen.getByTestId('card-assignment-name');
    expect(name).toHaveTextContent('Investor Update 2026');
    expect(name).toHaveAttribute('title', 'Investor Update 2026');
    // The spec's text stays exactly as written; the word is a sibling of it.
    expect(screen.getByTestId('card-duration')).toHaveTextContent(/^-1 Day, 5 Hrs$/);
    expect(screen.getByTestId('duration-timing')).toHaveTextContent(/^late$/);
    expect(screen.getByTestId('duration-timing')).toHaveAttribute(
      'title',
      'Delivered after the committed time',
    );
    expect(screen.getByTestId('assignment-card')).toHaveTextContent('-1 Day, 5 Hrslate');
    unmount();
    renderCard(itemFixture({ duration: '0 Day, 18 Hrs', assignment_name: null }));
    expect(screen.getByTestId('duration-timing')).toHaveTextContent(/^early$/);
    expect(screen.queryByTestId('card-assignment-name')).not.toBeInTheDocument();
  });

  it('has no early or late without a duration', () => {
    renderCard(itemFixture({ duration: null }));
    expect(screen.getByTestId('card-duration')).toHaveTextContent(/^-$/);
    expect(screen.queryByTestId('duration-timing')).not.toBeInTheDocument();
  });

  it('badges the open complaints, as words that are part of the card’s name', () => {
    const { unmount } = renderCard(itemFixture({ open_complaints: 2 }));
    expect(screen.getByTestId('card-complaints')).toHaveTextContent(COMPLAINT_TEXTS.openBadge(2));
    expect(COMPLAINT_TEXTS.openBadge(2)).toBe('2 open complaints');
    // Set apart from the committed date before it, for a screen reader.
    expect(screen.getByTestId('assignment-card')).toHaveAccessibleName(/\d,\s?2 open complaints$/);
    unmount();
    renderCard(itemFixture({ open_complaints: 0 }));
    expect(screen.queryByTestId('card-complaints')).not.toBeInTheDocument();
    expect(screen.getByTestId('assignment-card')).not.toHaveAccessibleName(/complaint/);
  });

  it("alerts 'No file id available!' for a card without an id instead of navigating", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard(itemFixture({ id: 0 }));
    await userEvent.setup().click(screen.getByTestId('assignment-card'));
    expect(alert).toHaveBeenCalledWith(ASSIGNMENT_TEXTS.noFileId);
  });
});
