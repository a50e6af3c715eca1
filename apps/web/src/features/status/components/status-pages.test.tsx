import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter as renderAt } from '@/test/render-app';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from './not-found-page';

describe('status pages', () => {
  it('not-found: message, image and a logo linking to /deliver', () => {
    renderAt(<NotFoundPage />);
    expect(
      screen.getByRole('heading', { name: "This is not the link you're looking for" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to Assignments/ })).toHaveAttribute('href', '/deliver');
    expect(screen.getByTestId('status-not-found').querySelector('img.status__image')).not.toBeNull();
  });

  it('the error variant', () => {
    renderAt(<NotFoundPage variant="error" />);
    expect(
      screen.getByRole('heading', { name: 'Looks like something went wrong, Try Again!' }),
    ).toBeInTheDocument();
  });

  it("maintenance: 'Innovation in Progress'", () => {
    render(<MaintenancePage />);
    expect(screen.getByRole('heading', { name: 'Innovation in Progress' })).toBeInTheDocument();
  });
});
