import { describe, expect, it } from 'vitest';
import { checkCallBack, suggestedCallBack, toLocalInputValue } from './call-back-time';

describe('the call-back picker', () => {
  const now = new Date(2026, 10, 18, 14, 7);

  it('suggests an hour from now on the next quarter hour', () => {
    expect(toLocalInputValue(suggestedCallBack(now))).toBe('2026-11-18T15:15');
  });

  it('accepts a time in the future only', () => {
    expect(checkCallBack('', now)).toEqual({ ok: false, error: 'validation.contact.callBackRequired' });
    expect(checkCallBack('2026-11-18T14:00', now)).toEqual({
      ok: false,
      error: 'validation.contact.callBackPast',
    });
    const later = checkCallBack('2026-11-18T16:30', now);
    expect(later).toEqual({ ok: true, iso: new Date(2026, 10, 18, 16, 30).toISOString() });
  });
});
