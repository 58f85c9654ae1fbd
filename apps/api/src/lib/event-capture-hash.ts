import { createHash } from 'node:crypto';
import { EVENT_CAPTURE_SCRIPT } from '@parashop/shared/event-capture';

/**
 * The CSP source that allows the pages' one inline script, the capture of taps made before the page
 * is ready (packages/shared/src/event-capture.ts, decision 220), and nothing else: its SHA-256 hash.
 */
export const EVENT_CAPTURE_SCRIPT_HASH = `'sha256-${createHash('sha256')
  .update(EVENT_CAPTURE_SCRIPT, 'utf8')
  .digest('base64')}'`;
