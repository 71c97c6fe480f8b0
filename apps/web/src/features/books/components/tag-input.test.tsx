import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagInput } from './tag-input.tsx';

afterEach(cleanup);

function Harness({ initial = [] as string[], ownTags = [] as string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <TagInput tags={tags} onChange={setTags} ownTags={ownTags} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const chosen = () => screen.getByTestId('tags').textContent;
const input = () => screen.getByRole('textbox', { name: /tags/i });

describe('TagInput', () => {
  it('adds trimmed tags with Enter and with a comma, and ignores duplicates', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '  Fiction {Enter}');
    await user.type(input(), 'Kindle,');
    await user.type(input(), 'fiction{Enter}');
    expect(chosen()).toBe('Fiction|Kindle');
    expect(input()).toHaveProperty('value', '');
  });

  it('removes the last tag with Backspace on an empty input only', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b']} />);
    await user.type(input(), 'x{Backspace}');
    expect(chosen()).toBe('a|b');
    await user.type(input(), '{Backspace}');
    expect(chosen()).toBe('a');
  });

  it('removes a tag with its remove button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag a' }));
    expect(chosen()).toBe('b');
  });

  it('disables the input at 10 tags and says why', async () => {
    const user = userEvent.setup();
    render(<Harness initial={Array.from({ length: 9 }, (_, i) => `t${i}`)} />);
    expect(input()).toHaveProperty('disabled', false);
    await user.type(input(), 'last{Enter}');
    expect(chosen()?.split('|')).toHaveLength(10);
    expect(input()).toHaveProperty('disabled', true);
    expect(screen.getByText('Maximum 10 tags allowed')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tag suggestions' })).toBeNull();
  });

  it('suggests presets and own tags, at most 8, filtered by the typed text', async () => {
    const user = userEvent.setup();
    render(<Harness ownTags={['Poetry', 'Kindle']} />);
    const list = () => screen.getByRole('list', { name: 'Tag suggestions' });
    expect(list().querySelectorAll('button')).toHaveLength(8);
    await user.type(input(), 'poe');
    expect([...list().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Poetry']);
    await user.click(screen.getByRole('button', { name: 'Add tag Poetry' }));
    expect(chosen()).toBe('Poetry');
    expect(input()).toHaveProperty('value', '');
  });
});
