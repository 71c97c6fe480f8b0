import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BooksPager } from './books-pager.tsx';

afterEach(cleanup);

describe('BooksPager', () => {
  it('shows the range and page texts and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<BooksPager page={2} pageSize={10} total={35} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 11 to 20 of 35 results')).toBeTruthy();
    // Phone and desktop forms both say it.
    expect(screen.getAllByText('Page 2 of 4')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([1, 1, 3, 4, 3]);
  });

  it('disables the way back on the first page and the way on on the last', () => {
    render(<BooksPager page={3} pageSize={10} total={23} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 21 to 23 of 23 results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
    cleanup();
    render(<BooksPager page={1} pageSize={10} total={5} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(screen.getAllByText('Page 1 of 1')).toHaveLength(2);
  });
});
