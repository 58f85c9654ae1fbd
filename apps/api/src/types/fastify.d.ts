import 'fastify';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';
import type { SessionUser, Sessions } from '../plugins/session';
import type { Storage } from '../lib/storage';
import type { Mailer } from '../plugins/mail';
import type { AttemptStore } from '../lib/attempt-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseKind;
    /** LISTEN on a channel of the database (see DatabaseHandle.listen). */
    dbListen: DatabaseHandle['listen'];
    dbWatchCatalogue: DatabaseHandle['watchCatalogue'];
    dbWatchStock: DatabaseHandle['watchStock'];
    sessions: Sessions;
    /**
     * A `preValidation` hook (the one stage of every guard): 401 `Unauthenticated.` without a logged-in
     * user, 403 for a rider (decision 240: riders reach only their own routes and /me, /logout).
     */
    requireUser: preValidationAsyncHookHandler;
    /** A `preValidation` hook: 401 without a user, 403 `This action is unauthorized.` unless role_id 1. */
    requireAdmin: preValidationAsyncHookHandler;
    /** Any signed-in account, riders included (GET /me, POST /logout): 401 without one. */
    requireAccount: preValidationAsyncHookHandler;
    /** A rider's routes (decision 240): 401 without a user, 403 unless role_id 3. */
    requireRider: preValidationAsyncHookHandler;
    storage: Storage;
    mail: Mailer;
    /** Failed-attempt counters and lock-outs (Redis when REDIS_URL is set). */
    attempts: AttemptStore;
  }

  interface FastifyRequest {
    /** The logged-in user, or null for a guest. */
    user: SessionUser | null;
    /** The current session's id (SHA-256 of the cookie token), or null when the browser has none. */
    sessionId: string | null;
  }
}
