import type { PaymentOrder } from '@contract/payment';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OfflinePayPanel } from '@/features/enrol/offline-pay-panel';
import { OnlinePayPanel } from '@/features/enrol/online-pay-panel';
import { SandboxBadge, useSandboxStatus } from '@/components/sandbox-badge';
import { useT } from '@/i18n';

/**
 * The two payment channels of an unpaid order as tabs: 在线支付 (marked 沙箱 when the bank is the
 * sandbox) and 线下转账. Without a choice in the URL the tab follows the order: an order with a
 * transfer proof opens on 线下转账. A server without an online channel (payment 'none') shows 线下转账 only.
 */
export function PaymentChannels({
  order,
  channel,
  onChannel,
  checking,
  result,
}: {
  order: PaymentOrder;
  channel?: 'online' | 'offline';
  onChannel: (c: 'online' | 'offline') => void;
  checking: boolean;
  result?: 'cancelled' | 'failed' | 'success';
}) {
  const t = useT('enrol');
  const offlineUnderway = order.channel === 'offline' || order.status === 'awaiting_confirmation' || order.status === 'proof_rejected';
  const online = useSandboxStatus()?.payment !== 'none';
  const active = online ? channel ?? (offlineUnderway ? 'offline' : 'online') : 'offline';
  return (
    <Tabs value={active} onValueChange={(v) => onChannel(v as 'online' | 'offline')}>
      <TabsList aria-label={t('支付方式')}>
        {online ? (
          <TabsTrigger value="online">
            {t('在线支付')}
            <SandboxBadge service="payment" className="ml-1.5" />
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="offline">{t('线下转账')}</TabsTrigger>
      </TabsList>
      {online ? (
        <TabsContent value="online" className="pt-4">
          <OnlinePayPanel order={order} checking={checking} result={result} />
        </TabsContent>
      ) : null}
      <TabsContent value="offline" className="pt-4">
        <OfflinePayPanel order={order} />
      </TabsContent>
    </Tabs>
  );
}
