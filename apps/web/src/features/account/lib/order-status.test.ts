import { describe, expect, it } from 'vitest';
import { normaliseUserOrders } from '../api/user-orders';
import { countDelivered, statusLook } from './order-status';

describe('order history statuses', () => {
  it('gives delivered, returned, panding and cancelled their own look, others a neutral one', () => {
    const looks = ['delivered', 'returned', 'panding', 'cancelled'].map(statusLook);
    expect(new Set(looks.map((look) => look.classes)).size).toBe(4);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(4);
    const neutral = ['confirmed', 'processing', 'shipped'].map(statusLook);
    expect(new Set(neutral.map((look) => look.classes)).size).toBe(1);
    expect(looks.map((look) => look.classes)).not.toContain(neutral[0]?.classes);
  });

  it('reads the server spellings pending and canceled as panding and cancelled', () => {
    expect(statusLook('pending')).toEqual(statusLook('panding'));
    expect(statusLook('canceled')).toEqual(statusLook('cancelled'));
    expect(statusLook('Delivered').key).toBe('delivered');
  });

  it('counts delivered orders', () => {
    expect(countDelivered([{ status: 'delivered' }, { status: 'pending' }, { status: 'delivered' }])).toBe(2);
  });

  it('accepts { orders } or the bare list', () => {
    const order = { id: 1, status: 'pending' };
    expect(normaliseUserOrders({ orders: [order] })).toEqual([order]);
    expect(normaliseUserOrders([order])).toEqual([order]);
    expect(normaliseUserOrders({ message: 'x' })).toEqual([]);
    expect(normaliseUserOrders(null)).toEqual([]);
  });
});
