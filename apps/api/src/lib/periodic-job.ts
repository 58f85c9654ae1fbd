import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` once when the app is ready, then every `seconds` (0 or less = never, as in tests). A
 * round never overlaps the previous one in the same process; a failed round is logged under `name`
 * and the next one runs as usual; closing the app waits for the round under way.
 */
export function periodicJob(
  app: FastifyInstance,
  name: string,
  seconds: number,
  round: () => Promise<void>,
): void {
  if (seconds <= 0) return;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = round()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} round failed`))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
