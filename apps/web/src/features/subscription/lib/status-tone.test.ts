import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './status-tone.ts';

describe('statusTone (spec §4 colours)', () => {
  it('is green for paid, active, success', () => {
    for (const s of ['paid', 'active', 'success']) expect(statusTone(s)).toBe('green');
  });
  it('is yellow for pending, incomplete, trialing', () => {
    for (const s of ['pending', 'incomplete', 'trialing']) expect(statusTone(s)).toBe('yellow');
  });
  it('is red for failed, cancelled, canceled, unpaid, past_due', () => {
    for (const s of ['failed', 'cancelled', 'canceled', 'unpaid', 'past_due', 'PAST_DUE'])
      expect(statusTone(s)).toBe('red');
  });
  it('is neutral for anything else', () => {
    expect(statusTone('refunded')).toBe('gray');
    expect(statusTone(null)).toBe('gray');
  });
  it('words the statuses', () => {
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel(null)).toBe('Free');
  });
});
