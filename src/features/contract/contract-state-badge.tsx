import { CONTRACT_STATE_LABELS, type ContractState } from '@contract/trade-contract-paths';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';

/** Badge colour per contract state: waiting on someone warm, in progress brand, done muted, void red. */
const TONES = {
  confirming: 'warn', awaiting_signature: 'warn', signing: 'brand', signed: 'muted', void: 'price',
} as const satisfies Record<ContractState, string>;

/**
 * A contract's state as a badge (待确认, 待签署, 签署中, 已签署, 已作废) in the active language; `label`, the server's
 * stateLabel, shows for a state the portal does not know.
 */
export function ContractStateBadge({ state, label, className }: { state: ContractState; label: string; className?: string }) {
  const t = useT('contract');
  const text = CONTRACT_STATE_LABELS[state] ? t(CONTRACT_STATE_LABELS[state]) : label;
  return (
    <Badge tone={TONES[state]} className={className} aria-label={t('合同状态：{state}', { state: text })}>
      {text}
    </Badge>
  );
}
