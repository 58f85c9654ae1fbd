import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Notification } from '@parashop/shared';
import { httpError } from '../../lib/http-errors';
import { NotificationHub } from './live';
import { sessionStillAdmin, shopNotificationsByIds } from './repository';

/** Open streams one process serves; past it 503 (the back office then polls every 10 seconds). */
export const MAX_STREAMS_PER_PROCESS = 200;
/**
 * A comment line every `config.streamHeartbeatMs` (20 s) keeps proxies and the browser from closing a
 * quiet stream; at each, the stream's session is checked and the stream ends once it was signed out,
 * expired or lost the admin role. A stream also ends after `config.streamMaxLifetimeMs` (1 hour): the
 * browser reconnects with Last-Event-ID, and signs in again if it must (review finding 26.5).
 */
/** How long the browser waits before reconnecting after the stream drops. */
export const RETRY_MS = 3_000;

export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections; try again later.';

export const LAST_EVENT_ID_MESSAGE = 'The Last-Event-ID must be the id of a notification.';

/**
 * `Last-Event-ID`: the id of the last notification the browser received; undefined when absent, null
 * when it is not a notification id (the stream only ever sends positive integers).
 */
export function lastEventId(header: string | string[] | undefined): number | null | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

function event(notification: Notification): string {
  return `event: notification\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`;
}

/**
 * GET /notifications/stream (admin): Server-Sent Events, one `notification` event per new shop
 * notification, from whichever process wrote it (docs/decisions/181-live-notifications.md). The reply
 * is written by hand (hijacked), so no compression or other onSend hook buffers it.
 */
export function streamRoute(app: FastifyInstance) {
  const hub = new NotificationHub(app.db, app.dbListen, (error) =>
    app.log.error({ err: error }, 'live notifications: could not read a new notification'),
  );
  const open = new Set<() => void>();
  // Before the server stops accepting: streams never end by themselves, so close them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => hub.close());

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (open.size >= MAX_STREAMS_PER_PROCESS) {
      reply.header('retry-after', '30');
      throw httpError(503, TOO_MANY_STREAMS_MESSAGE);
    }
    const header = lastEventId(request.headers['last-event-id']);
    if (header === null) {
      throw httpError(422, LAST_EVENT_ID_MESSAGE, { 'last-event-id': [LAST_EVENT_ID_MESSAGE] });
    }
    const after = header ?? null;

    // Live events wait in `queued` until the resumed ones are out; an id is never sent twice.
    let resumed = after === null;
    const queued: Notification[] = [];
    const sent = new Set<number>();
    const raw = reply.raw;
    const write = (notification: Notification) => {
      if (sent.has(notification.id) || (after !== null && notification.id <= after)) return;
      if (sent.size >= 1000) sent.clear();
      sent.add(notification.id);
      raw.write(event(notification));
    };
    const send = (notification: Notification) => {
      if (resumed) write(notification);
      else queued.push(notification);
    };

    let unsubscribe: () => void;
    try {
      unsubscribe = await hub.subscribe(send);
    } catch (error) {
      app.log.error({ err: error }, 'live notifications: could not listen');
      throw httpError(503, 'Live notifications are not available; try again later.');
    }

    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string | string[]>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);

    const sessionId = request.sessionId;
    const userId = request.user?.id ?? null;
    const beat = async () => {
      try {
        if (!sessionId || userId === null || !(await sessionStillAdmin(app.db, sessionId, userId))) {
          end();
          return;
        }
      } catch (error) {
        // Unknown is not signed in: the browser reconnects and is asked again.
        app.log.error({ err: error }, 'live notifications: could not check the session');
        end();
        return;
      }
      if (!ended) raw.write(': heartbeat\n\n');
    };
    const heartbeat = setInterval(() => void beat(), app.config.streamHeartbeatMs);
    heartbeat.unref();
    const lifetime = setTimeout(() => end(), app.config.streamMaxLifetimeMs);
    lifetime.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
    raw.on('close', end);
    raw.on('error', end);

    if (after !== null) {
      try {
        for (const notification of await shopNotificationsByIds(app.db, [], after)) {
          if (ended) return;
          write(notification);
        }
      } catch (error) {
        app.log.error({ err: error }, 'live notifications: could not resume');
      }
    }
    resumed = true;
    for (const notification of queued.splice(0)) write(notification);
  };
}
