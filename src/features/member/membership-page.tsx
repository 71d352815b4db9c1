import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { AUTH_STATUS, AUTH_STATUS_LABELS, USER_TYPE } from '@contract/auth';
import { Badge } from '@/components/ui/badge';
import { SkeletonLines } from '@/components/ui/skeleton';
import { displayUserName } from '@/lib/session-view';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { maskPhone } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { LoadFailed } from '@/features/member/load-failed';
import { MemberAvatar } from '@/features/member/member-avatar';
import { MemberLayout } from '@/features/member/member-layout';
import { useT } from '@/i18n';

const tone = (s: number) => (s === AUTH_STATUS.verified ? 'brand' : s === AUTH_STATUS.rejected ? 'price' : s === AUTH_STATUS.verifying ? 'warn' : 'muted');
const action = 'inline-flex items-center text-sm text-brand-700 hover:underline';

function Row({ label, children, link }: { label: string; children: ReactNode; link?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line py-3 last:border-0">
      <dt className="w-24 shrink-0 text-sm text-muted">{label}</dt>
      <dd className="m-0 min-w-0 flex-1 text-sm text-ink">{children}</dd>
      {link}
    </div>
  );
}

/**
 * /membership (§2 member profile): avatar, displayed name (§4), login name, verified name, masked
 * phone (§5), real-name status (§3 authStatus) and account kind, each with the page that changes it.
 */
export function MembershipPage() {
  const t = useT('member');
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, refetch } = useQuery(userDetailQueryOptions(baseUserId));

  return (
    <MemberLayout title={t('会员信息')}>
      {isPending ? (
        <SkeletonLines rows={6} />
      ) : isError || !data ? (
        <LoadFailed what={t('会员信息')} retry={() => void refetch()} />
      ) : (
        <>
          <div className="flex items-center gap-4">
            <MemberAvatar headImg={data.headImg} />
            <div className="flex min-w-0 flex-col gap-1">
              <h2 translate="no" className="m-0 truncate text-lg font-semibold">{displayUserName({ name: data.name, userInfo: data })}</h2>
              <Link to="/memberEditHead" className={action}>{t('更换头像')} <ChevronRight aria-hidden className="size-3.5" /></Link>
            </div>
          </div>
          <dl className="m-0">
            <Row label={t('登录名')}><span translate="no">{data.loginName}</span></Row>
            <Row label={t('用户类型')}>{data.userType === USER_TYPE.organisation ? t('机构用户') : t('个人用户')}</Row>
            <Row label={data.userType === USER_TYPE.organisation ? t('机构名称') : t('真实姓名')}>
              {data.authStatus === AUTH_STATUS.verified && data.name ? <span translate="no">{data.name}</span> : <span className="text-muted">{t('实名认证后显示')}</span>}
            </Row>
            <Row label={t('手机号码')} link={<Link to="/memberEditPhone" className={action}>{data.phone ? t('更换') : t('绑定')}</Link>}>
              <span className="num">{data.phone ? maskPhone(data.phone) : t('未绑定')}</span>
            </Row>
            <Row
              label={t('实名认证')}
              link={
                <Link to={data.authStatus === AUTH_STATUS.unverified ? (data.userType === USER_TYPE.organisation ? '/realNameOrg' : '/realNamePerson') : '/realNamePersonInfo'} className={action}>
                  {data.authStatus === AUTH_STATUS.unverified ? t('去认证') : t('查看')}
                </Link>
              }
            >
              <Badge tone={tone(data.authStatus)}>{AUTH_STATUS_LABELS[data.authStatus] ? t(AUTH_STATUS_LABELS[data.authStatus]) : t('未知')}</Badge>
            </Row>
            <Row label={t('登录密码')} link={<Link to="/updatePassWord" className={action}>{t('修改')}</Link>}>
              <span className="text-muted">{t('已设置')}</span>
            </Row>
          </dl>
          <Link to="/accountSafe" className={action}>{t('查看账户安全')} <ChevronRight aria-hidden className="size-3.5" /></Link>
        </>
      )}
    </MemberLayout>
  );
}
