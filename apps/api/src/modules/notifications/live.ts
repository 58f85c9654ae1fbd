import type { Notification } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { shopNotificationsByIds } from './repository';

/** The channel the database announces new shop notifications on (migration 0011's trigger). */
export const SHOP_NOTIFICATIONS_CHANNEL = 'shop_notifications';

export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onListen?: () => void,
) => Promise<() => Promise<void>>;

export type Subscriber = (notification: Notification) => void;

/**
 * One process's fan-out of new shop notifications to its open streams
 * (docs/decisions/181-live-notifications.md). The database says which notification is new (NOTIFY with
 * its id, after the commit, from any process); the hub reads it once and hands it to every subscriber.
 * It listens from its first subscriber until the app closes.
 */
export class NotificationHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private pending = new Set<number>();
  private flushing: Promise<void> | null = null;
  /** The highest id handed out: after a reconnection, what came since is read again. */
  private highest = 0;
  private closed = false;

  constructor(
    private readonly db: Executor,
    private readonly listen: Listen,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a subscriber; resolves once the database listens (so nothing committed after is missed). */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    try {
      await this.start();
    } catch (error) {
      this.subscribers.delete(subscriber);
      throw error;
    }
    return () => this.subscribers.delete(subscriber);
  }

  private start(): Promise<void> {
    this.listening ??= this.listen(
      SHOP_NOTIFICATIONS_CHANNEL,
      (payload) => this.announce(payload),
      () => this.caughtUp(),
    ).then(
      (unlisten) => {
        this.unlisten = unlisten;
      },
      (error: unknown) => {
        this.listening = null;
        throw error;
      },
    );
    return this.listening;
  }

  private announce(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    this.pending.add(id);
    this.flushing ??= Promise.resolve().then(() => this.flush());
  }

  /** After a (re)connection: notifications written while the connection was down. */
  private caughtUp(): void {
    if (this.highest === 0) return;
    this.flushing ??= Promise.resolve().then(() => this.flush(this.highest));
  }

  private async flush(after?: number): Promise<void> {
    try {
      while (this.pending.size > 0 || after !== undefined) {
        const ids = [...this.pending];
        this.pending.clear();
        const found = await shopNotificationsByIds(this.db, ids, after);
        after = undefined;
        for (const notification of found) {
          this.highest = Math.max(this.highest, notification.id);
          for (const subscriber of this.subscribers) subscriber(notification);
        }
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.flushing = null;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscribers.clear();
    await this.listening?.catch(() => undefined);
    await this.flushing;
    await this.unlisten?.().catch(() => undefined);
  }
}
