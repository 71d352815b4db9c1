import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound, Monitor, ShieldCheck, Smartphone, UserCheck } from 'lucide-react';
import { AUTH_STATUS, AUTH_STATUS_LABELS, USER_TYPE } from '@contract/auth';
import { PASSWORD_STRENGTH_LABELS, type PasswordStrength } from '@contract/rules/password-strength';
import type { SecuritySummary } from '@contract/profile';
import { Badge } from '@/components/ui/badge';
import { SkeletonLines } from '@/components/ui/skeleton';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { LoadFailed } from '@/features/member/load-failed';
import { MemberLayout } from '@/features/member/member-layout';
import { securityQueryOptions } from '@/features/member/member.queries';
import { msg, t, useT } from '@/i18n';

const action = 'shrink-0 rounded-control border border-brand-600 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50';

/** One safeguard: icon (green when in place), title with an optional state badge, details and actions. */
function Item({ icon, title, ok, badge, detail, children }: { icon: ReactNode; title: string; ok: boolean; badge?: string; detail: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 border-b border-line py-4 last:border-0">
      <span className={ok ? 'text-brand-600' : 'text-warn'}>{icon}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-2 text-sm font-medium text-ink">
          {title}
          {badge ? <Badge tone={ok ? 'brand' : 'warn'}>{badge}</Badge> : null}
        </span>
        <span className="text-xs text-muted">{detail}</span>
      </div>
      <div className="flex gap-2">{children}</div>
    </li>
  );
}

/**
 * How many of the three safeguards (strong password, bound phone, real-name) are in place → 高/中/低 (`label` a source
 * message).
 */
function level(s: SecuritySummary): { label: string; tone: 'brand' | 'warn' | 'price' } {
  const n = [s.passwordSet && s.passwordStrength >= 3, s.phoneBound, s.authStatus === AUTH_STATUS.verified].filter(Boolean).length;
  return n === 3 ? { label: msg('高'), tone: 'brand' } : n === 2 ? { label: msg('中'), tone: 'warn' } : { label: msg('低'), tone: 'price' };
}

/** The password row's detail: login name, then the strength and the last change when the server knows them. */
function passwordDetail(s: SecuritySummary) {
  const strength = PASSWORD_STRENGTH_LABELS[s.passwordStrength as PasswordStrength];
  const parts = [t('登录名 {name}', { name: s.loginName })];
  if (s.passwordStrength) parts.push(t('密码强度：{strength}', { strength: strength ? t(strength) : s.passwordStrengthLabel }));
  if (s.passwordChangedAt) parts.push(t('最近修改于 {time}', { time: s.passwordChangedAt }));
  return parts.join(t('，'));
}

/**
 * /accountSafe (§2, GET security): the account-security summary — password (strength of the last
 * change, §5), bound phone (masked), real-name status, the latest logins and open sessions — each
 * with its action.
 */
export function AccountSafePage() {
  const t = useT('member');
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const { data: s, isPending, isError, refetch } = useQuery(securityQueryOptions(baseUserId));
  const { data: profile } = useQuery(userDetailQueryOptions(baseUserId));
  const verifyPath = profile?.userType === USER_TYPE.organisation ? '/realNameOrg' : '/realNamePerson';
  const lv = s ? level(s) : null;

  return (
    <MemberLayout title={t('账户安全')} extra={lv ? <span className="text-sm text-ink-soft">{t('安全等级')} <Badge tone={lv.tone}>{t(lv.label)}</Badge></span> : null}>
      {isPending ? (
        <SkeletonLines rows={6} />
      ) : isError || !s ? (
        <LoadFailed what={t('账户安全信息')} retry={() => void refetch()} />
      ) : (
        <ul className="m-0 list-none p-0">
          <Item icon={<KeyRound aria-hidden className="size-6" />} title={t('登录密码')} ok={s.passwordSet} badge={s.passwordSet ? t('已设置') : t('未设置')}
            detail={passwordDetail(s)}>
            <Link to="/updatePassWord" className={action}>{t('修改')}</Link>
          </Item>
          <Item icon={<Smartphone aria-hidden className="size-6" />} title={t('绑定手机')} ok={s.phoneBound} badge={s.phoneBound ? t('已绑定') : t('未绑定')}
            detail={s.phoneBound ? t('已绑定 {phone}，可用于短信登录和找回密码', { phone: s.phone }) : t('未绑定手机号，无法使用短信登录和找回密码')}>
            <Link to="/memberEditPhone" className={action}>{s.phoneBound ? t('更换 / 注销') : t('绑定')}</Link>
          </Item>
          <Item icon={<UserCheck aria-hidden className="size-6" />} title={t('实名认证')} ok={s.authStatus === AUTH_STATUS.verified}
            badge={AUTH_STATUS_LABELS[s.authStatus] ? t(AUTH_STATUS_LABELS[s.authStatus]) : s.authStatusLabel}
            detail={
              s.realnameKind === 'org' ? t('机构认证，完成实名认证后才能报名参与竞价')
                : s.realnameKind === 'person' ? t('个人认证，完成实名认证后才能报名参与竞价') : t('完成实名认证后才能报名参与竞价')
            }>
            <Link to={s.authStatus === AUTH_STATUS.unverified ? verifyPath : '/realNamePersonInfo'} className={action}>
              {s.authStatus === AUTH_STATUS.unverified ? t('去认证') : t('查看')}
            </Link>
          </Item>
          <Item icon={<Monitor aria-hidden className="size-6" />} title={t('登录记录')} ok
            detail={t('本次登录 {current}；上次登录 {previous}；当前共 {n} 处登录', { current: s.lastLoginAt || '—', previous: s.previousLoginAt || '—', n: s.activeSessions })} />
          <li className="flex items-center gap-2 pt-4 text-xs text-muted">
            <ShieldCheck aria-hidden className="size-4" />
            {t('如发现上次登录时间异常，请立即修改密码；修改密码会退出其他所有设备上的登录。')}
          </li>
        </ul>
      )}
    </MemberLayout>
  );
}
