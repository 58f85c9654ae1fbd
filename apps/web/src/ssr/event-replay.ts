import { EVENT_CAPTURE_GLOBAL } from '@parashop/shared/event-capture';
import type { CapturedEvent, EventCaptureState } from './captured-events';

function captureState(): EventCaptureState | undefined {
  return (window as unknown as Record<string, EventCaptureState | undefined>)[EVENT_CAPTURE_GLOBAL];
}

const TEXT_FIELDS =
  'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=image]):not([type=reset]):not([type=hidden]),textarea';

/** Fields already told about (each once). */
const synced = new WeakSet<Element>();

/**
 * Text typed before hydration stays in its field (React keeps a field's value when it hydrates), but
 * React's state still holds the server's: tell React about it, as an input event would have, so the
 * field and the app agree (React only reacts to a value that differs from the one it last saw, so
 * the value goes back to the rendered one through React's own setter, then forward without it).
 * A field React has not hydrated yet (it has no value tracker: a boundary that hydrates later) is
 * left for a later call. Returns how many fields are still waiting.
 */
export function syncTypedText(container: ParentNode): number {
  let waiting = 0;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (synced.has(field) || field.value === field.defaultValue) continue;
    if (!('_valueTracker' in field)) {
      waiting += 1;
      continue;
    }
    synced.add(field);
    const typed = field.value;
    const prototype =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!nativeSetter) continue;
    field.value = field.defaultValue;
    nativeSetter.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return waiting;
}

/** Tries again every 100 ms, for at most 5 s, while typed fields wait for their hydration. */
function syncUntilHydrated(container: ParentNode, until = Date.now() + 5000): void {
  if (syncTypedText(container) > 0 && Date.now() < until) {
    window.setTimeout(() => syncUntilHydrated(container, until), 100);
  }
}

function replay(event: CapturedEvent): void {
  if (!event.el.isConnected) return;
  switch (event.type) {
    case 'click':
      event.el.click();
      break;
    case 'submit':
      event.el.requestSubmit(
        event.by instanceof HTMLButtonElement || event.by instanceof HTMLInputElement ? event.by : undefined,
      );
      break;
    case 'change':
      event.el.value = event.value;
      event.el.dispatchEvent(new Event('change', { bubbles: true }));
      break;
    case 'key':
      event.el.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }));
      break;
  }
}

/**
 * Plays again the taps that the page's inline capture script held back before the app was ready
 * (packages/shared/src/event-capture.ts, decision 220), in the order they were made, and ends the
 * capture: from here on React answers directly. Called once the server-rendered page has hydrated
 * (src/main.tsx), or at once for a page built in the browser (nothing to tap before it renders).
 * Returns how many were played.
 */
export function replayWhenHydrated(container: ParentNode = document): number {
  const state = captureState();
  if (!state || state.done) return 0;
  state.done = true;
  const held = state.q.splice(0);
  syncUntilHydrated(container);
  for (const event of held) replay(event);
  return held.length;
}
