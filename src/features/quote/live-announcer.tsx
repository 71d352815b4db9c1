import { useEffect, useRef, useState } from 'react';

/**
 * What the quote hall tells screen readers. `price` (a new leading price) and `extended` (a new deadline) are states:
 * a newer one replaces one not yet read. `outbid` and `closed` are events that are never dropped (a repeat of the
 * same kind before it is read still says it once, in its latest wording).
 */
export type AnnouncementKind = 'outbid' | 'price' | 'extended' | 'closed';

/** One thing to announce. `text` builds the sentence when it is read, so it is in the language active then. */
export interface Announcement {
  kind: AnnouncementKind;
  text: () => string;
}

/** Minimum time between two announcements (ms): a bidding war must not flood the screen reader. */
export const ANNOUNCE_INTERVAL_MS = 3_000;

/** The order of the parts of one announcement that gathers several pending kinds. */
const ORDER: readonly AnnouncementKind[] = ['outbid', 'price', 'extended', 'closed'];

/**
 * Throttles announcements: at most one every `intervalMs`. Something pushed while the region is quiet is spoken at
 * the end of the current task (with whatever else the same update pushed); anything pushed during the pause waits and is spoken together, one sentence per kind in {@link ORDER}, when
 * the pause ends — each kind with its latest pending text (so a leading price overtaken before it was read is
 * skipped, and an outbid or the close pushed during the pause is always spoken). `speak` receives the sentence.
 */
export class AnnouncementThrottle {
  private readonly pending = new Map<AnnouncementKind, Announcement>();
  private lastAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly speak: (text: string) => void,
    private readonly intervalMs = ANNOUNCE_INTERVAL_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Queues `a` (replacing a pending one of its kind) and speaks now or when the pause ends. */
  push(a: Announcement): void {
    this.pending.set(a.kind, a);
    if (this.timer !== null) return;
    // a quiet region still waits for the current task, so the changes of one update make one sentence
    this.timer = setTimeout(() => this.flush(), Math.max(0, this.lastAt + this.intervalMs - this.now()));
  }

  /** Stops the pending timer; nothing more is spoken. */
  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private flush(): void {
    this.timer = null;
    if (this.pending.size === 0) return;
    const text = ORDER.flatMap((k) => {
      const a = this.pending.get(k);
      return a ? [a.text()] : [];
    }).join(' ');
    this.pending.clear();
    this.lastAt = this.now();
    this.speak(text);
  }
}

/**
 * A throttled announcer ({@link AnnouncementThrottle}) for a component: `announce` queues, `message` is what the live
 * region shows now and `seq` counts the announcements (a key, so the same sentence twice is read twice).
 */
export function useThrottledAnnouncer(intervalMs = ANNOUNCE_INTERVAL_MS): { message: string; seq: number; announce: (a: Announcement) => void } {
  const [said, setSaid] = useState({ message: '', seq: 0 });
  const throttle = useRef<AnnouncementThrottle | null>(null);
  if (throttle.current === null) throttle.current = new AnnouncementThrottle((message) => setSaid((s) => ({ message, seq: s.seq + 1 })), intervalMs);
  useEffect(() => {
    const th = throttle.current;
    return () => th?.dispose();
  }, []);
  const announce = useRef((a: Announcement) => throttle.current?.push(a)).current;
  return { ...said, announce };
}

/**
 * The quote hall's one polite live region, visually hidden: screen readers read `message` when it changes. `seq`
 * remounts the text so a repeated sentence is read again.
 */
export function LiveRegion({ message, seq }: { message: string; seq: number }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="quote-live-region">
      {message ? <span key={seq}>{message}</span> : null}
    </div>
  );
}
