import { defaultAppSettings } from '@shelfwise/contract';
import { describe, expect, it } from 'vitest';
import { validateSettings } from './settings-form.ts';

describe('the settings form rules (the server schema)', () => {
  it('accepts the defaults and trims what it keeps', () => {
    const { value, errors } = validateSettings({ ...defaultAppSettings, siteNotice: '  Hello  ' });
    expect(errors).toEqual({});
    expect(value?.siteNotice).toBe('Hello');
  });

  it('names the field of each problem, down to one banner item', () => {
    const items = defaultAppSettings.bannerItems.map((item, i) =>
      i === 2 ? { ...item, link: 'javascript:alert(1)', title: '' } : item,
    );
    const { value, errors } = validateSettings({
      ...defaultAppSettings,
      supportEmail: 'nope',
      bannerItems: items,
    });
    expect(value).toBeNull();
    expect(errors).toMatchObject({
      supportEmail: 'Enter a valid email address',
      'bannerItems.2.title': 'Title is required',
      'bannerItems.2.link': expect.stringContaining('Link'),
    });
  });
});
