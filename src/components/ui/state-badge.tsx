import { Badge } from '@/components/ui/badge';
import { projectStateCode, projectStateLabel, type ProjectStateCode } from '@/lib/format';
import { useT } from '@/i18n';

type Tone = 'brand' | 'price' | 'warn' | 'muted' | 'outline';

const TONES: Record<ProjectStateCode, Tone> = {
  enrolling: 'brand',
  preview: 'warn',
  dealDone: 'price',
  ended: 'muted',
  enrolClosed: 'muted',
  subAssets: 'outline',
  none: 'outline',
};

/** Badge colour of a coded §4 project state. */
export function stateTone(code: ProjectStateCode): Tone {
  return TONES[code];
}

/**
 * A listed project's state as a coloured badge: `state` is the wire's state text, `projectType`
 * its type (packages show 详见子资产). Label and colour both come from the state code (§4 Project
 * state text); an unknown state shows '--'.
 */
export function StateBadge({ state, projectType, className }: { state: string | null | undefined; projectType?: number | null; className?: string }) {
  const t = useT('common');
  const code = projectStateCode(state, projectType);
  if (code === 'none') return <span className="text-muted">--</span>;
  return (
    <Badge tone={stateTone(code)} className={className}>
      {t(projectStateLabel(code))}
    </Badge>
  );
}
