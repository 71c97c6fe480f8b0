import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler.ts';

describe('scheduler', () => {
  it('runs a job on its interval, never overlapping itself, and waits for it on stop', async () => {
    vi.useFakeTimers();
    try {
      const scheduler = createScheduler(pino({ level: 'silent' }));
      let runs = 0;
      let release: () => void = () => {};
      scheduler.every('slow', 1000, async () => {
        runs++;
        await new Promise<void>((r) => {
          release = r;
        });
      });
      scheduler.start();
      await vi.advanceTimersByTimeAsync(3500);
      expect(runs).toBe(1); // still running: later ticks are skipped
      let stopped = false;
      const stopping = scheduler.stop().then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(stopped).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
