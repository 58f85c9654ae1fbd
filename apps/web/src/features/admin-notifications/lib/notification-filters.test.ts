import { describe, expect, it } from 'vitest';
import type { Notification } from '@parashop/shared/api-types';
import { unreadCount } from '@/components/layout/admin/notifications-query';
import { filterNotifications, markedRead, without } from './notification-filters';

const note = (id: number, type: string, is_read: boolean): Notification => ({
  id,
  type,
  is_read,
  message: `message ${id}`,
  created_at: '2026-11-18T10:00:00.000Z',
});

const list = [
  note(1, 'new_order', false),
  note(2, 'low_stock', true),
  note(3, 'out_of_stock', false),
  note(4, 'new_order', true),
  note(5, 'general', false),
];
const ids = (items: Notification[]) => items.map((item) => item.id);

describe('notification filters', () => {
  it('filters by read status', () => {
    expect(ids(filterNotifications(list, { read: 'all', type: 'all' }))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterNotifications(list, { read: 'unread', type: 'all' }))).toEqual([1, 3, 5]);
    expect(ids(filterNotifications(list, { read: 'read', type: 'all' }))).toEqual([2, 4]);
  });

  it('filters by type, and combines with read status', () => {
    expect(ids(filterNotifications(list, { read: 'all', type: 'new_order' }))).toEqual([1, 4]);
    expect(ids(filterNotifications(list, { read: 'all', type: 'low_stock' }))).toEqual([2]);
    expect(ids(filterNotifications(list, { read: 'all', type: 'out_of_stock' }))).toEqual([3]);
    expect(ids(filterNotifications(list, { read: 'unread', type: 'new_order' }))).toEqual([1]);
    expect(ids(filterNotifications(list, { read: 'read', type: 'out_of_stock' }))).toEqual([]);
  });

  it('marks one read and removes one without touching the others', () => {
    expect(unreadCount(list)).toBe(3);
    const read = markedRead(list, 1);
    expect(unreadCount(read)).toBe(2);
    expect(read.find((item) => item.id === 1)?.is_read).toBe(true);
    expect(list[0]?.is_read).toBe(false);
    expect(ids(without(list, 3))).toEqual([1, 2, 4, 5]);
  });
});
