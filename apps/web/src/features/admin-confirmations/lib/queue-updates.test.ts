import { describe, expect, it } from 'vitest';
import { answerFor, makeEntry } from './test-queue';
import { staysInQueue, withAnswer, withCallRecorded, withEntryRestored } from './queue-updates';

const NOW = new Date('2026-11-18T12:00:00.000Z');
const queue = [
  makeEntry({ id: 1, created_at: '2026-11-18T08:00:00.000Z' }),
  makeEntry({ id: 2, created_at: '2026-11-18T09:00:00.000Z' }),
  makeEntry({ id: 3, created_at: '2026-11-18T10:00:00.000Z' }),
];
const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);

describe('the queue while a call is recorded', () => {
  it('takes the order out for every outcome but no answer', () => {
    for (const outcome of [
      'confirmed',
      'call_back',
      'wrong_number',
      'refused',
      'duplicate',
      'fake',
    ] as const) {
      expect(ids(withCallRecorded(queue, 2, outcome))).toEqual([1, 3]);
    }
  });

  it('keeps a no answer in place with one more attempt', () => {
    const next = withCallRecorded(queue, 2, 'no_answer');
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next[1]).toMatchObject({ confirmation_status: 'no_answer', confirmation_attempts: 1 });
  });
});

describe('the queue after the server answered', () => {
  it('keeps pending orders still waiting, drops decided, cancelled and later call-backs', () => {
    const entry = queue[1]!;
    expect(staysInQueue(answerFor(entry, { confirmation_status: 'no_answer' }), NOW)).toBe(true);
    expect(staysInQueue(answerFor(entry, { confirmation_status: 'confirmed' }), NOW)).toBe(false);
    expect(
      staysInQueue(answerFor(entry, { confirmation_status: 'unreachable', status: 'cancelled' }), NOW),
    ).toBe(false);
    expect(
      staysInQueue(
        answerFor(entry, { confirmation_status: 'call_back', call_back_at: '2026-11-18T15:00:00.000Z' }),
        NOW,
      ),
    ).toBe(false);
    expect(
      staysInQueue(
        answerFor(entry, { confirmation_status: 'call_back', call_back_at: '2026-11-18T11:00:00.000Z' }),
        NOW,
      ),
    ).toBe(true);
  });

  it('replaces the entry with the answer (without its calls) or takes it out', () => {
    const kept = withAnswer(
      queue,
      answerFor(queue[1]!, { confirmation_attempts: 2, confirmation_status: 'no_answer' }),
      NOW,
    );
    expect(kept[1]).toMatchObject({ id: 2, confirmation_attempts: 2 });
    expect(kept[1]).not.toHaveProperty('contacts');
    expect(ids(withAnswer(queue, answerFor(queue[1]!, { status: 'cancelled' }), NOW))).toEqual([1, 3]);
  });

  it('puts a failed entry back where it was, oldest first, keeping other changes', () => {
    const without = [queue[0]!, queue[2]!];
    expect(ids(withEntryRestored(without, queue[1]!))).toEqual([1, 2, 3]);
    expect(ids(withEntryRestored([queue[0]!], queue[2]!))).toEqual([1, 3]);
    expect(ids(withEntryRestored([queue[2]!], queue[0]!))).toEqual([1, 3]);
  });
});
