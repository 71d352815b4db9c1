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
 * The text itself is recomputed by the caller from the shared clock, never by a local timer.
 */
export function CountdownText({ parts, className }: { parts: CountdownTextParts | null; className?: string }) {
  if (!parts) return <span className={cn('text-muted', className)}>已超时</span>;
  const units: [string, string][] = [
    [parts.days, '天'],
    [parts.hours, '时'],
    [parts.minutes, '分'],
    [parts.seconds, '秒'],
  ];
  return (
    <span className={cn('num whitespace-nowrap', className)}>
      {units.map(([value, unit]) => (
        <span key={unit}>
          <span className="font-semibold text-price">{value}</span>
          <span className="text-xs text-muted">{unit}</span>
        </span>
      ))}
    </span>
  );
}
