import { describe, expect, it, vi } from 'vitest';
import './zod-config.ts';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod without eval (the Content-Security-Policy allows none)', () => {
  it('is set where zod reads it: no schema compiles or probes with Function', () => {
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.safeParse({ name: 'Ada', count: 2 }).success).toBe(true);
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
