import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_ROTATION_MS, sponsoredItems } from '../lib/content.ts';
import { AdBanner } from './ad-banner.tsx';

const title = () => screen.getByTestId('ad-title').textContent;
const renderBanner = (isBasic = false) =>
  render(
    <MemoryRouter>
      <AdBanner isBasic={isBasic} items={sponsoredItems} />
    </MemoryRouter>,
  );

function reduceMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  vi.useFakeTimers();
  reduceMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AdBanner (spec §4: four sponsored items, one every 8 s)', () => {
  it('steps through the four items every 8 s and wraps around', () => {
    renderBanner();
    expect(title()).toBe(sponsoredItems[0]!.title);
    act(() => vi.advanceTimersByTime(AD_ROTATION_MS - 1));
    expect(title()).toBe(sponsoredItems[0]!.title);
    act(() => vi.advanceTimersByTime(1));
    expect(title()).toBe(sponsoredItems[1]!.title);
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(AD_ROTATION_MS));
    expect(title()).toBe(sponsoredItems[0]!.title);
  });

  it('stands still while hovered or focused, and moves on after', () => {
    renderBanner();
    const banner = screen.getByTestId('ad-banner');
    fireEvent.mouseEnter(banner);
    act(() => vi.advanceTimersByTime(AD_ROTATION_MS * 3));
    expect(title()).toBe(sponsoredItems[0]!.title);
    fireEvent.mouseLeave(banner);
    fireEvent.focus(screen.getByRole('button', { name: 'Pause sponsored item' }));
    act(() => vi.advanceTimersByTime(AD_ROTATION_MS * 3));
    expect(title()).toBe(sponsoredItems[0]!.title);
    fireEvent.blur(screen.getByRole('button', { name: 'Pause sponsored item' }));
    act(() => vi.advanceTimersByTime(AD_ROTATION_MS));
    expect(title()).toBe(sponsoredItems[1]!.title);
  });

  it('does not rotate for readers who ask for reduced motion; the dots still choose an item', () => {
    reduceMotion(true);
    renderBanner();
    act(() => vi.advanceTimersByTime(AD_ROTATION_MS * 3));
    expect(title()).toBe(sponsoredItems[0]!.title);
    fireEvent.click(screen.getByRole('button', { name: 'Show sponsored item 3 of 4' }));
    expect(title()).toBe(sponsoredItems[2]!.title);
  });

  it("shows '#' calls to action without a link, real ones as links, and the BASIC badge for basic users", () => {
    renderBanner(true);
    expect(screen.getByTestId('badge-basic').textContent).toBe('BASIC');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show sponsored item 4 of 4' }));
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscriptions');
  });

  it('makes a link only of a site path or an https address; anything else is shown as text', () => {
    const item = sponsoredItems[0]!;
    const links = [
      '/subscriptions',
      'https://coffee.example/beans',
      '#',
      'javascript:alert(1)',
      '//evil.example',
    ];
    for (const link of links) {
      cleanup();
      render(
        <MemoryRouter>
          <AdBanner isBasic={false} items={[{ ...item, link }]} />
        </MemoryRouter>,
      );
      const isLink = link.startsWith('/subscriptions') || link.startsWith('https://');
      expect(screen.queryByRole('link', { name: item.cta }) !== null, link).toBe(isLink);
    }
  });
});
