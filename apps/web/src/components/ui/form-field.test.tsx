import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormField, TextInput } from './form-field';
import { Select } from './select';

describe('FormField', () => {
  it('labels its control and announces the error', () => {
    render(
      <FormField label="Email" error="Invalid email address">
        <TextInput type="email" autoComplete="email" invalid name="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Invalid email address');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('labels a select and lists a placeholder choice first', () => {
    render(
      <FormField label="Category" hint="Pick one">
        <Select
          placeholder="Select a category"
          options={[
            { value: 1, label: 'skincare' },
            { value: 2, label: 'hair care' },
          ]}
        />
      </FormField>,
    );
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Select a category',
      'skincare',
      'hair care',
    ]);
    expect(screen.getByText('Pick one')).toBeTruthy();
  });
});
