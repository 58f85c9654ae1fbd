import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('zod in the web app', () => {
  it('builds and runs the shared schemas without eval (no Function probe for the CSP to report)', async () => {
    const RealFunction = globalThis.Function;
    const evalCalls: unknown[][] = [];
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args: unknown[]) {
          evalCalls.push(args);
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    // The schemas are built now, through the alias of 'zod': the other test files of this worker (one
    // module world, vite.config.ts) have built them already, so this test loads them afresh.
    vi.resetModules();
    const { loginSchema } = await import('@parashop/shared/schemas/auth');
    const { z } = await import('zod');

    expect(loginSchema.safeParse({ email: 'salma@gmail.com', password: 'secret12' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'nope', password: '' }).success).toBe(false);
    expect(evalCalls).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });
});
