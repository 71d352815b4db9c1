import type { ContractState } from '@contract/trade-contract-paths';
import { Badge } from '@/components/ui/badge';

/** Badge colour per contract state: waiting on someone warm, in progress brand, done muted, void red. */
const TONES = {
  confirming: 'warn', awaiting_signature: 'warn', signing: 'brand', signed: 'muted', void: 'price',
} as const satisfies Record<ContractState, string>;

/** A contract's state as a badge; `label` is the server's stateLabel (待确认, 待签署, 签署中, 已签署, 已作废). */
export function ContractStateBadge({ state, label, className }: { state: ContractState; label: string; className?: string }) {
  return (
    <Badge tone={TONES[state]} className={className} aria-label={`合同状态：${label}`}>
      {label}
    </Badge>
  );
}
