import { startFakeSendit } from './fake-sendit';

/**
 * The fake Sendit as a process of its own, for the browser tests (e2e/scripts/start-server.mjs starts
 * it beside the shop): FAKE_SENDIT_PORT, COURIER_SENDIT_PUBLIC_KEY and COURIER_SENDIT_SECRET_KEY.
 * Tests move its parcels with POST /__control/status { code, status }.
 */
async function main() {
  const fake = await startFakeSendit({
    port: Number(process.env.FAKE_SENDIT_PORT ?? 0),
    ...(process.env.COURIER_SENDIT_PUBLIC_KEY ? { publicKey: process.env.COURIER_SENDIT_PUBLIC_KEY } : {}),
    ...(process.env.COURIER_SENDIT_SECRET_KEY ? { secretKey: process.env.COURIER_SENDIT_SECRET_KEY } : {}),
  });
  console.log(`fake Sendit on ${fake.url}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      void fake.close().then(() => process.exit(0));
    });
  }
}

void main();
