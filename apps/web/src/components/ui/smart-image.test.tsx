import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SmartImage } from './smart-image';

describe('SmartImage', () => {
  it('loads stored images lazily and falls back to the placeholder when they fail', () => {
    render(<SmartImage src="products/1/large.webp" alt="Sunscreen" width={200} height={200} />);
    const image = screen.getByRole('img', { name: 'Sunscreen' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/storage/products/1/large.webp');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('200');

    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
    // A failing placeholder must not loop.
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
  });

  it('shows the placeholder when there is no image', () => {
    render(<SmartImage src={null} alt="No photo" />);
    expect(screen.getByRole('img', { name: 'No photo' }).getAttribute('src')).toBe('/placeholder.svg');
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = render(<SmartImage src="a.webp" alt="Item" />);
    fireEvent.error(screen.getByRole('img', { name: 'Item' }));
    rerender(<SmartImage src="b.webp" alt="Item" />);
    expect(screen.getByRole('img', { name: 'Item' }).getAttribute('src')).toBe('/storage/b.webp');
  });
});
