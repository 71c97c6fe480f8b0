import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './select.tsx';
import { TextArea, TextField } from './text-field.tsx';

afterEach(cleanup);

describe('a required field says so before anyone tries to save', () => {
  it('shows a mark beside the label of each required field, and none beside the others', () => {
    render(
      <form>
        <TextField label="Name" required />
        <TextField label="Nickname" />
        <TextArea label="About" required />
        <Select label="Kind" required options={[{ value: 'a', label: 'A' }]} />
      </form>,
    );
    const markOf = (label: string) =>
      screen.getByText(label, { selector: 'label' }).parentElement?.querySelector('[aria-hidden="true"]')
        ?.textContent ?? null;
    expect(markOf('Name')).toBe('*');
    expect(markOf('About')).toBe('*');
    expect(markOf('Kind')).toBe('*');
    expect(markOf('Nickname')).toBeNull();
    // The label, the control's accessible name, stays the word; the control says it is required.
    const name = screen.getByLabelText('Name');
    expect((name as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
  });
});
