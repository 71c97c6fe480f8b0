import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

afterEach(cleanup);

function Harness({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <StarRating value={value} onChange={setValue} label="Rating" />;
}

describe('StarRating', () => {
  it('sets the clicked rating, and clicking the current rating again resets it to 0', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0} />);
    await user.click(screen.getByRole('button', { name: '3 stars' }));
    expect(screen.getByRole('group', { name: 'Rating: 3 out of 5' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^3 stars/ }));
    expect(screen.getByRole('group', { name: 'Rating: 0 out of 5' })).toBeTruthy();
  });

  it('is one tab stop: the current star takes it, ←/→ and Home/End move, Enter sets', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <Harness initial={2} />
        <button type="button">after</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2 stars (click again to clear)');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3 stars');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('5 stars');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Rating: 5 out of 5' })).toBeTruthy();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('1 star');
    // Tab leaves the five at once; the hint says how to move between them.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('after');
    expect(screen.getByRole('button', { name: '1 star' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Left and right arrow keys move between the stars/)).toBeTruthy();
  });

  it('offers no buttons when read-only (a Loaned book)', () => {
    render(<StarRating value={4} readOnly label="Rating for Dune" onChange={() => {}} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Rating for Dune: 4 out of 5' })).toBeTruthy();
  });
});
