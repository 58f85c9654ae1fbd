import { useCallback, useSyncExternalStore } from 'react';

/** The staff's choice, per browser: a short chime on each new order (off until turned on). */
const STORAGE_KEY = 'parashop-admin-order-sound';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOrderSound() {
  const enabled = useSyncExternalStore(subscribe, read, () => false);
  const setEnabled = useCallback((value: boolean) => {
    try {
      localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts until the page reloads.
    }
    for (const listener of listeners) listener();
    if (value) playChime();
  }, []);
  return { enabled, setEnabled };
}

let context: AudioContext | null = null;

/** Two short notes from the Web Audio API (no sound file to download). */
export function playChime(): void {
  try {
    const Context = window.AudioContext;
    if (!Context) return;
    context ??= new Context();
    const now = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.2, now + index * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + index * 0.18 + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + index * 0.18);
      oscillator.stop(now + index * 0.18 + 0.17);
    }
  } catch {
    // No audio (autoplay policy before any click, old browser): the toast and the badge remain.
  }
}
