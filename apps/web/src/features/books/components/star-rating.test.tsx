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

  it('offers no buttons when read-only (a Loaned book)', () => {
    render(<StarRating value={4} readOnly label="Rating for Dune" onChange={() => {}} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Rating for Dune: 4 out of 5' })).toBeTruthy();
  });
});
