import type { MouseEvent } from 'react';
import { EVENT_CAPTURE_GLOBAL } from '@parashop/shared/event-capture';
import type { EventCaptureState } from '@/ssr/captured-events';

/**
 * Whether the app answers taps itself yet: on a server-rendered page, once it has hydrated and played
 * the taps held back before (the capture script's state is then `done`, decision 220). Where there
 * is no capture script (unit tests) it always does.
 */
export function isAppReady(): boolean {
  if (typeof window === 'undefined') return false;
  const state = (window as unknown as Record<string, EventCaptureState | undefined>)[EVENT_CAPTURE_GLOBAL];
  return !state || state.done;
}

/**
 * Whether the app handles a click on a link (or a GET form's submit) in place: a plain click (the
 * main button, no modifier key) once the app is ready. Ctrl/Meta/Shift/Alt-clicks and other buttons
 * open the link's address in a new tab or window, as on any site; before the app is ready the browser
 * follows the link (the server renders that address), so a state the app is about to restore (the
 * saved cart and language) never overwrites the shopper's choice (decision 220).
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    isAppReady() &&
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
