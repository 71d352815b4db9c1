import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n';

/** A coloured notice box; `tone` picks colour and icon. */
export function Notice({ tone, title, children, className }: { tone: 'ok' | 'error' | 'info'; title: ReactNode; children?: ReactNode; className?: string }) {
  const Icon = tone === 'ok' ? CircleCheck : tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-control border p-3 text-sm',
        tone === 'ok' && 'border-brand-200 bg-brand-50 text-brand-800',
        tone === 'error' && 'border-price/30 bg-price-soft text-price',
        tone === 'info' && 'border-line bg-canvas text-ink-soft',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <strong className="font-semibold">{title}</strong>
        {children ? <div className="text-ink-soft">{children}</div> : null}
      </div>
    </div>
  );
}

/** Loading (skeleton) or failed (retry) state of a real-name page; null when the data is there. */
export function LoadState({ isPending, isError, retry }: { isPending: boolean; isError: boolean; retry: () => void }) {
  const t = useT('realname');
  if (isPending) return <SkeletonLines rows={6} />;
  if (!isError) return null;
  return (
    <Notice tone="error" title={t('认证信息加载失败')}>
      <Button size="sm" className="mt-1" onClick={retry}>{t('重新加载')}</Button>
    </Notice>
  );
}

/** Already verified: nothing to fill in, a way to the record. */
export function VerifiedNotice() {
  const t = useT('realname');
  return (
    <Notice tone="ok" title={t('您已完成实名认证')}>
      <Link to="/realNamePersonInfo" className="text-brand-700 hover:underline">{t('查看认证信息')}</Link>
    </Notice>
  );
}

/** The account is of the other kind (§6): send it to its own flow. */
export function WrongFlowNotice({ org }: { org: boolean }) {
  const t = useT('realname');
  return (
    <Notice tone="info" title={org ? t('机构账号请进行机构实名认证') : t('个人账号请进行个人实名认证')}>
      <Button asChild size="sm" className="mt-1">
        <Link to={org ? '/realNameOrg' : '/realNamePerson'}>{org ? t('去机构实名认证') : t('去个人实名认证')}</Link>
      </Button>
    </Notice>
  );
}
