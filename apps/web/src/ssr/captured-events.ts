/** The events held back by the inline capture script of @parashop/shared/event-capture (decision 220). */
/** One event held back by the capture script (what event-replay.ts finds under EVENT_CAPTURE_GLOBAL). */
export type CapturedEvent =
  | { type: 'click'; el: HTMLElement }
  | { type: 'submit'; el: HTMLFormElement; by: HTMLElement | null }
  | { type: 'change'; el: HTMLSelectElement; value: string }
  | { type: 'key'; el: HTMLInputElement | HTMLTextAreaElement; key: string };

export type EventCaptureState = { q: CapturedEvent[]; done: boolean };
