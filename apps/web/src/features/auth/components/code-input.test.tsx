import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInput, emptyCode } from './code-input.tsx';

afterEach(cleanup);

function Harness() {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <>
      <CodeInput value={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('CodeInput', () => {
  it('shows six labelled single-digit boxes and moves focus as digits are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBe(boxes()[0]);
    await user.click(boxes()[0]!);
    await user.keyboard('12a3');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('fills every box from a pasted six-digit code, using only the first six characters', () => {
    render(<Harness />);
    paste(boxes()[2]!, '4815162342');
    expect(boxes().map((b) => b.value)).toEqual(['4', '8', '1', '5', '1', '6']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('ignores a paste whose first six characters are not all digits', () => {
    render(<Harness />);
    paste(boxes()[0]!, '12a456');
    expect(code()).toBe('');
    paste(boxes()[0]!, 'code: 123456');
    expect(code()).toBe('');
  });
});
