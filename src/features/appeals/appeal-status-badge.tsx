import { APPEAL_STATUS_LABELS } from '@contract/appeal-paths';
import type { AppealStatus } from '@contract/appeals';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';

const TONES = { submitted: 'warn', answered: 'brand', closed: 'muted' } as const satisfies Record<AppealStatus, string>;

/** An appeal's state as a badge: 处理中 (amber), 已答复 (brand), 已办结 (grey). */
export function AppealStatusBadge({ status }: { status: AppealStatus }) {
  const t = useT('appeals');
  return <Badge tone={TONES[status]}>{t(APPEAL_STATUS_LABELS[status])}</Badge>;
}
