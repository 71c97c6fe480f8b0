import { describe, expect, it } from 'vitest';
import { buildInvitation, mailtoUrl, whatsAppNumber, whatsAppUrl } from './invitation.ts';

describe('invitation', () => {
  const invitation = buildInvitation('Ada', 'Tunde Bello', 'https://shelfwise.example');

  it('says who lends through Shelfwise and links to the site', () => {
    expect(invitation.subject).toBe('Tunde Bello is lending you books through Shelfwise');
    expect(invitation.text).toContain('Hi Ada!');
    expect(invitation.text).toContain('Tunde Bello');
    expect(invitation.text).toContain('Shelfwise');
    expect(invitation.text).toContain('https://shelfwise.example');
  });

  it('uses the phone for WhatsApp only when it is an international number', () => {
    expect(whatsAppNumber('+234 803 123 4567')).toBe('2348031234567');
    expect(whatsAppNumber('00 44 (20) 7946-0958')).toBe('442079460958');
    expect(whatsAppNumber('0803 123 4567')).toBeNull();
    expect(whatsAppNumber('call me')).toBeNull();
    expect(whatsAppUrl(invitation, '+2348031234567')).toMatch(
      /^https:\/\/wa\.me\/2348031234567\?text=Hi%20Ada!/,
    );
    expect(whatsAppUrl(invitation, '0803')).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it('builds a mailto link with subject and body', () => {
    const url = mailtoUrl(invitation, 'ada@example.com');
    expect(url.startsWith('mailto:ada@example.com?subject=Tunde%20Bello%20is%20lending')).toBe(true);
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(invitation.text);
  });
});
