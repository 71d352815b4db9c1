import { cn } from '@/components/ui/cn';

/** Two-digit countdown parts as produced by the shared clock (§4 Countdown). */
export interface CountdownTextParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** `dd天hh时mm分ss秒`, or 已超时 when there is no time left (§2 Bidding hall). */
export function countdownLabel(parts: CountdownTextParts | null): string {
  if (!parts) return '已超时';
  return `${parts.days}天${parts.hours}时${parts.minutes}分${parts.seconds}秒`;
}

/**
 * Renders a countdown with red digits and grey units; `parts` null shows a muted 已超时.
 * The text itself is recomputed by the caller from the shared clock, never by a local timer. Each number carries
 * `data-part` (days, hours, minutes, seconds) so a live countdown can rewrite just its digits.
 */
export function CountdownText({ parts, className }: { parts: CountdownTextParts | null; className?: string }) {
  if (!parts) return <span className={cn('text-muted', className)}>已超时</span>;
  const units: [string, string, keyof CountdownTextParts][] = [
    [parts.days, '天', 'days'],
    [parts.hours, '时', 'hours'],
    [parts.minutes, '分', 'minutes'],
    [parts.seconds, '秒', 'seconds'],
  ];
  return (
    <span className={cn('num whitespace-nowrap', className)}>
      {units.map(([value, unit, part]) => (
        <span key={unit}>
          <span data-part={part} className="font-semibold text-price">
            {value}
          </span>
          <span className="text-xs text-muted">{unit}</span>
        </span>
      ))}
    </span>
  );
}
