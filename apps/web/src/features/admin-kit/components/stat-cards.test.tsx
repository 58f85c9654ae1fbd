import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Package, Wallet } from 'lucide-react';
import { StatCards } from './stat-cards';

function renderCards() {
  return render(
    <MemoryRouter>
      <StatCards
        figures={[
          { testId: 'stat-total', label: 'Total', value: 12, icon: Package, className: 'col-span-2' },
          {
            testId: 'stat-revenue',
            label: 'Revenue',
            value: '250.50 DH',
            hint: 'Delivered orders',
            tone: 'info',
            icon: Wallet,
            to: '/admin/orders?status=delivered',
          },
        ]}
      />
    </MemoryRouter>,
  );
}

describe('StatCards', () => {
  it('shows each figure with its label, in the order given', () => {
    renderCards();
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Total', 'Revenue']);
    expect(within(screen.getByTestId('stat-total')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('stat-revenue')).getByText('Delivered orders')).toBeTruthy();
    expect(screen.getByTestId('stat-total').className).toContain('col-span-2');
  });

  it('makes a card with a list to open a link to it, filling the link; the others are no links', () => {
    renderCards();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/admin/orders?status=delivered');
    expect(within(link).getByTestId('stat-revenue').className).toContain('h-full');
    expect(screen.getByTestId('stat-total').closest('a')).toBeNull();
    expect(screen.getByTestId('stat-total').className).not.toContain('h-full');
  });

  it('draws every icon at the one size, hidden from screen readers', () => {
    const { container } = renderCards();
    const icons = container.querySelectorAll('[aria-hidden="true"] svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon.getAttribute('class')).toContain('h-5 w-5'));
  });
});
