import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

afterEach(cleanup);

const meter = () => screen.getByRole('meter', { name: 'Password strength' });
const level = () => screen.getByTestId('password-strength').dataset.level;
const met = () => screen.queryAllByText(/\(met\)/).length;

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, 'weak', 'Weak'],
    ['abc', 1, 'weak', 'Weak'],
    ['abcdefgh', 2, 'weak', 'Weak'],
    ['Abcdefgh', 3, 'medium', 'Medium'],
    ['Abcdefg1', 4, 'strong', 'Strong'],
    ['Abcdef1!', 5, 'strong', 'Strong'],
    ['aB1?', 4, 'strong', 'Strong'],
  ])('%j meets %i criteria and is %s', (password, score, expectedLevel, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(meter().getAttribute('aria-valuenow')).toBe(String(score));
    expect(level()).toBe(expectedLevel);
    expect(screen.getByText(label)).toBeTruthy();
    expect(met()).toBe(score);
  });

  it('counts only characters of the fixed special set', () => {
    render(<PasswordStrengthMeter password="abcdefgh~" />);
    expect(screen.getByText(/A special character/).textContent).toContain('(not met)');
  });

  it('colours the bar red, yellow then green', () => {
    const { rerender } = render(<PasswordStrengthMeter password="ab" />);
    const bar = () => meter().firstElementChild as HTMLElement;
    expect(bar().className).toContain('bg-red-500');
    rerender(<PasswordStrengthMeter password="Abcdefgh" />);
    expect(bar().className).toContain('bg-yellow-400');
    rerender(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(bar().className).toContain('bg-green-500');
  });
});
