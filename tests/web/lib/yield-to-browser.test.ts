import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from '@/lib/yield-to-browser';

describe('yieldToBrowser', () => {
  it('resolves in a later task, not among the current task’s microtasks', async () => {
    let resumed = false;
    const yielded = yieldToBrowser().then(() => {
      resumed = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });
});
