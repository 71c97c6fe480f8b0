import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LibraryFirstSteps } from './library-first-steps.tsx';

afterEach(cleanup);

describe('LibraryFirstSteps', () => {
  it('offers adding a book and importing from Goodreads, StoryGraph or a CSV', async () => {
    const onAdd = vi.fn();
    const router = createMemoryRouter([
      { path: '/', element: <LibraryFirstSteps onAdd={onAdd} canSearchCatalog /> },
      { path: '/dashboard/import', element: <p>import page</p> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Your library is empty' })).toBeTruthy();
    expect(screen.getByText(/Search the catalogue by title, author or ISBN/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a book' }));
    expect(onAdd).toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Import from Goodreads, StoryGraph or a CSV' });
    expect(link.getAttribute('href')).toBe('/dashboard/import');
    expect(screen.queryByText(/scan/i)).toBeNull();
    await user.click(link);
    expect(await screen.findByText('import page')).toBeTruthy();
  });

  it('promises no catalogue search on a plan without it', () => {
    const router = createMemoryRouter([
      { path: '/', element: <LibraryFirstSteps onAdd={() => {}} canSearchCatalog={false} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Type in its title and author; the rest can wait.')).toBeTruthy();
    expect(screen.queryByText(/catalogue/)).toBeNull();
  });
});
