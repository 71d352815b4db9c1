import { useQuery } from '@tanstack/react-query';
import { ChevronRight, UserRound } from 'lucide-react';
import { AUTH_STATUS, AUTH_STATUS_LABELS, USER_TYPE } from '@contract/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { imageSrc } from '@/lib/env';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { unreadCountQueryOptions } from '@/lib/inbox';
import { usercentreSummaryQueryOptions } from '@/lib/usercentre-summary';
import { displayUserName } from '@/lib/session-view';
import { maskPhone } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { USERCENTER_SECTIONS, realNameAction } from '@/features/usercenter/usercenter-sections';
import { tileCounts } from '@/features/usercenter/tile-counts';
import { msg, useT } from '@/i18n';

const statusTone = (s: number) => (s === AUTH_STATUS.verified ? 'brand' : s === AUTH_STATUS.rejected ? 'price' : 'warn');

/**
 * /usercenterIndex (§2 user centre): who is logged in — avatar, displayed name (§4), masked phone
 * (§5 Masking), account kind and real-name status with the next real-name step — and the
 * user-centre sections as tiles, those of issue 14 with their live counts (summary endpoint, refetched on window
 * focus and on each pushed inbox notice; the unread count is the header's).
 */
export function UsercenterIndexPage() {
  const t = useT('usercenter');
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, refetch } = useQuery(userDetailQueryOptions(baseUserId));
  const { data: summary } = useQuery(usercentreSummaryQueryOptions(baseUserId));
  const { data: unread } = useQuery(unreadCountQueryOptions(baseUserId));
  const counts = tileCounts(summary, unread?.total);

  return (
    <div className="page-width grid gap-4 py-6 md:grid-cols-[280px_1fr]">
      <Card aria-label={t('账户概览')} className="p-5">
        {isPending ? (
          <SkeletonLines rows={4} />
        ) : isError || !data ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-ink-soft">
            {t('用户信息加载失败。')}
            <Button size="sm" onClick={() => void refetch()}>{t('重新加载')}</Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 text-center">
            <span className="grid size-20 place-items-center overflow-hidden rounded-full bg-brand-100 text-brand-600">
              {data.headImg ? <img src={imageSrc(data.headImg)} alt={t('用户头像')} className="size-full object-cover" /> : <UserRound aria-hidden className="size-10" />}
            </span>
            <h1 translate="no" className="m-0 max-w-full truncate text-lg font-semibold" title={displayUserName({ name: data.name, userInfo: data })}>
              {displayUserName({ name: data.name, userInfo: data })}
            </h1>
            <dl className="m-0 grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-left text-sm">
              <dt className="text-muted">{t('登录名')}</dt>
              <dd translate="no" className="m-0 truncate">{data.loginName}</dd>
              <dt className="text-muted">{t('手机号码')}</dt>
              <dd className="num m-0">{maskPhone(data.phone) || t('未绑定')}</dd>
              <dt className="text-muted">{t('用户类型')}</dt>
              <dd className="m-0">{data.userType === USER_TYPE.organisation ? t('机构用户') : t('个人用户')}</dd>
              <dt className="text-muted">{t('实名认证')}</dt>
              <dd className="m-0">
                <Badge tone={statusTone(data.authStatus)}>{t(AUTH_STATUS_LABELS[data.authStatus] ?? msg('未知'))}</Badge>
              </dd>
            </dl>
            <a href={realNameAction(data.authStatus, data.userType).href} className="mt-2 text-sm text-brand-700 hover:underline">
              {t(realNameAction(data.authStatus, data.userType).label)} <ChevronRight aria-hidden className="inline size-3.5" />
            </a>
          </div>
        )}
      </Card>
      <div className="grid content-start gap-4">
        {USERCENTER_SECTIONS.map((section) => (
          <Card key={section.title}>
            <CardHeader title={t(section.title)} />
            <ul className="m-0 grid list-none grid-cols-2 gap-2 p-4 sm:grid-cols-3 lg:grid-cols-5">
              {section.links.map((link) => (
                <li key={link.href}>
                  <HrefLink
                    href={link.href}
                    className="flex h-full flex-col items-center justify-center gap-1 rounded-control border border-line px-3 py-2.5 text-center text-sm text-ink-soft hover:border-brand-400 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {t(link.label)}
                    {counts[link.href] ? (
                      <span className="flex flex-wrap justify-center gap-x-2 text-xs text-muted">
                        {counts[link.href].map((c) => (
                          <span key={c.label}>
                            {t(c.label)} <span className={`num font-semibold ${c.warn ? 'text-price' : 'text-ink'}`}>{c.value}</span>
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </HrefLink>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}
