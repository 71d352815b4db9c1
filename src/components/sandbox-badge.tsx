import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxStatus } from '@contract/sandbox';
import { SANDBOX_LABEL, SANDBOX_PATH } from '@contract/sandbox-settings';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { api } from '@/lib/api/client';
import { SILENT } from '@/lib/api/error-meta';
import { msg, useT } from '@/i18n';

/** A third party the server may run as a sandbox. */
export type SandboxedService = 'payment' | 'sms' | 'realname';

/** What each sandbox does not do, as the badge's tooltip. */
const SANDBOX_TITLES: Record<SandboxedService, string> = {
  payment: msg('沙箱环境：不产生真实扣款'),
  sms: msg('沙箱环境：不发送真实短信'),
  realname: msg('沙箱环境：不核验真实证件'),
};

/**
 * Which providers the server runs with (GET dscq-system/sandbox). Fetched once per visit; silent, and a server
 * without the call (the exchange's real backend answers 404) means no sandbox.
 */
export const sandboxQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'sandbox'] as const,
    queryFn: ({ signal }) => api.get<SandboxStatus>(SANDBOX_PATH, undefined, { signal }),
    meta: SILENT,
    staleTime: Infinity,
    retry: false,
  });

/** The server's providers, undefined until known (or when it does not say). */
export function useSandboxStatus(): SandboxStatus | undefined {
  return useQuery(sandboxQueryOptions()).data;
}

/** True when `service` is a sandbox on this server. */
export function useIsSandbox(service: SandboxedService): boolean {
  return useSandboxStatus()?.[service] === 'sandbox';
}

/** The note the SMS code buttons add to their "sent" toast: the sandbox sends nothing ('' with a real gateway). */
export function useSmsSentNote(): string {
  const t = useT('common');
  return useIsSandbox('sms') ? t('（沙箱环境：短信不会真实发送）') : '';
}

/** The small 沙箱 marker next to an action backed by a sandbox; nothing when the real provider is used. */
export function SandboxBadge({ service, className }: { service: SandboxedService; className?: string }) {
  const t = useT('common');
  if (!useIsSandbox(service)) return null;
  const title = t(SANDBOX_TITLES[service]);
  return (
    <Badge tone="warn" title={title} className={cn('align-middle', className)}>
      {t(SANDBOX_LABEL)}
      <span className="sr-only">{t('（{title}）', { title })}</span>
    </Badge>
  );
}
