import { executePrepared, type Executor } from './client';

/**
 * Announcements sent after the commit (migration 0024, docs/decisions/320-orders-announce-after-commit.md).
 *
 * PostgreSQL commits the transactions that sent a NOTIFY one at a time, each holding the notification
 * queue's lock until its commit is on disk. A transaction that calls `announceAfterCommit` first has
 * what its triggers announce (stock, catalogue changes, shop notifications) written to
 * `pending_announcements` instead, with its other writes: it commits alongside the others, and its
 * announcements exist only if it commits. `AnnouncementRelay` sends them: right after the commit when
 * the writer asks (`relay()`), and on a timer whatever happened (ANNOUNCEMENT_SWEEP_SECONDS), so an
 * announcement whose writer stopped between its commit and its relay goes out a moment later.
 */

const ANNOUNCE_LATER = `select set_config('parashop.announce_later', 'on', true) as later`;
const RELAY = `select parashop_relay_announcements() as sent`;

/** From this statement on, the transaction's announcements wait in the table for the relay. */
export async function announceAfterCommit(tx: Executor): Promise<void> {
  await executePrepared(tx, ANNOUNCE_LATER, []);
}

export class AnnouncementRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private readonly timer: NodeJS.Timeout | null;

  /** `sweepMs`: how often to send whatever is pending, wherever it came from (0: only when asked). */
  constructor(
    private readonly db: Executor,
    private readonly onError: (error: unknown) => void,
    sweepMs: number,
  ) {
    this.timer = sweepMs > 0 ? setInterval(() => void this.relay(), sweepMs) : null;
    this.timer?.unref();
  }

  /**
   * Sends every pending announcement. One relay runs at a time: a call meanwhile makes it run once
   * more when it ends (what committed after it started is sent too), and resolves with that run.
   * Never rejects: a failure is reported and the next call or sweep sends what is still pending.
   */
  relay(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await executePrepared(this.db, RELAY, []);
        } catch (error) {
          this.onError(error);
        }
      } while (this.again);
      this.running = null;
    })();
    return this.running;
  }

  /** Stops the sweep (`relay()` still sends when called); resolves once a relay under way has ended. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
