import { Badge } from '@/components/ui/badge';

type Tone = 'brand' | 'price' | 'warn' | 'muted' | 'outline';

/** Badge colour for a §4 project state text, matched by substring like the text itself. */
export function stateTone(text: string): Tone {
  if (text.includes('正在报名') || text.includes('正在竞价')) return 'brand';
  if (text.includes('预披露')) return 'warn';
  if (text.includes('已成交')) return 'price';
  if (text.includes('已结束') || text.includes('已截止')) return 'muted';
  return 'outline';
}

/**
 * A project state as a coloured badge (`text` is already the display text, e.g. from
 * `projectStateText`: 正在报名, 预披露, 已结束, 已成交, 报名已截止, 详见子资产 or --).
 */
export function StateBadge({ text, className }: { text: string; className?: string }) {
  if (!text || text === '--') return <span className="text-muted">--</span>;
  return (
    <Badge tone={stateTone(text)} className={className}>
      {text}
    </Badge>
  );
}
