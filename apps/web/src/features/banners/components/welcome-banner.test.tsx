import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAppMessages, setLanguage } from '../../../lib/i18n/i18n.ts';
import { BACKGROUND_ROTATION_MS, welcomeBackgrounds } from '../lib/content.ts';
import { WelcomeBanner } from './welcome-banner.tsx';

const background = () => screen.getByTestId('welcome-background');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 4, 2, 9, 41, 7));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WelcomeBanner (spec §1/§4)', () => {
  it('greets by daytime, shows PRO and AD-FREE and no made-up weather, and ticks every second', () => {
    render(<WelcomeBanner name="Ada Lovelace" />);
    expect(screen.getByTestId('welcome-greeting').textContent).toBe('Good morning, Ada');
    expect(screen.getByTestId('badge-pro').textContent).toBe('PRO');
    expect(screen.getByTestId('badge-ad-free').textContent).toBe('AD-FREE');
    expect(screen.queryByTestId('welcome-weather')).toBeNull();
    expect(screen.getByTestId('welcome-banner').textContent).not.toMatch(/°|Sunny/);
    expect(screen.getByTestId('welcome-clock').textContent).toBe('09:41:07');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('welcome-clock').textContent).toBe('09:41:08');
  });

  it('says AD-FREE in the reader’s language; PRO is the tier’s name everywhere', async () => {
    vi.useRealTimers();
    await setLanguage('de');
    await ensureAppMessages();
    try {
      render(<WelcomeBanner name="Ada" />);
      expect(screen.getByTestId('badge-ad-free').textContent).toBe('WERBEFREI');
      expect(screen.getByTestId('badge-pro').textContent).toBe('PRO');
    } finally {
      await setLanguage('en');
    }
  });

  it('rotates its nine backgrounds every 5 s, lazily, and pauses on request', () => {
    render(<WelcomeBanner name="Ada" />);
    expect(welcomeBackgrounds).toHaveLength(9);
    expect(background().getAttribute('loading')).toBe('lazy');
    expect(background().getAttribute('src')).toBe(welcomeBackgrounds[0]);
    act(() => vi.advanceTimersByTime(BACKGROUND_ROTATION_MS));
    expect(background().getAttribute('src')).toBe(welcomeBackgrounds[1]);
    // At most the current background and the one fading out are in the page.
    expect(screen.getByTestId('welcome-banner').querySelectorAll('img')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause background' }));
    act(() => vi.advanceTimersByTime(BACKGROUND_ROTATION_MS * 4));
    expect(background().getAttribute('src')).toBe(welcomeBackgrounds[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Play background' }));
    act(() => vi.advanceTimersByTime(BACKGROUND_ROTATION_MS));
    expect(background().getAttribute('src')).toBe(welcomeBackgrounds[2]);
  });

  it('says hello, not good evening, in the small hours', () => {
    vi.setSystemTime(new Date(2025, 4, 2, 4, 28, 0));
    render(<WelcomeBanner name="Ada" />);
    expect(screen.getByTestId('welcome-greeting').textContent).toBe('Hello, Ada');
  });

  it('says good evening at night', () => {
    vi.setSystemTime(new Date(2025, 4, 2, 18, 0, 0));
    render(<WelcomeBanner name="Ada" />);
    expect(screen.getByTestId('welcome-greeting').textContent).toBe('Good evening, Ada');
  });
});
