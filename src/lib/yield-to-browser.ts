/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint: splits a long stretch
 * of start-up work into tasks that each stay short on a slow phone (no long task, Lighthouse TBT). Uses
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued work), else a message
 * posted to a channel (not clamped to 4 ms as nested timers are).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
