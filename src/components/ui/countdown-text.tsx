import { cn } from '@/components/ui/cn';
import { msg, t, useLanguage, useT } from '@/i18n';

/** Two-digit countdown parts as produced by the shared clock (§4 Countdown). */
export interface CountdownTextParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** The countdown's unit words (§4 Countdown), shown with `t(unit)`: 天 → d, 时 → h, 分 → m, 秒 → s in en. */
export const COUNTDOWN_UNITS = { days: msg('天'), hours: msg('时'), minutes: msg('分'), seconds: msg('秒') } as const;
/** What a countdown shows when no time is left. */
export const COUNTDOWN_OVER = msg('已超时');

/** `dd天hh时mm分ss秒` (en `dd d hh h mm m ss s`), or 已超时 when there is no time left (§2 Bidding hall), in the active language. */
export function countdownLabel(parts: CountdownTextParts | null): string {
  if (!parts) return t(COUNTDOWN_OVER);
  return t('{days}天{hours}时{minutes}分{seconds}秒', { ...parts });
}

/**
 * Renders a countdown with red digits and grey units; `parts` null shows a muted 已超时.
 * The text itself is recomputed by the caller from the shared clock, never by a local timer. Each number carries
 * `data-part` (days, hours, minutes, seconds) so a live countdown can rewrite just its digits.
 */
export function CountdownText({ parts, className }: { parts: CountdownTextParts | null; className?: string }) {
  const t = useT('common');
  // Latin unit letters need a gap between groups; the Han units read without one.
  const spaced = useLanguage() !== 'zh';
  if (!parts) return <span className={cn('text-muted', className)}>{t(COUNTDOWN_OVER)}</span>;
  const units: [string, string, keyof CountdownTextParts][] = (['days', 'hours', 'minutes', 'seconds'] as const).map((part) => [
    parts[part],
    t(COUNTDOWN_UNITS[part]),
    part,
  ]);
  return (
    <span className={cn('num whitespace-nowrap', spaced && 'inline-flex gap-1', className)}>
      {units.map(([value, unit, part]) => (
        <span key={part}>
          <span data-part={part} className="font-semibold text-price">
            {value}
          </span>
          <span className="text-xs text-muted">{unit}</span>
        </span>
      ))}
    </span>
  );
}
