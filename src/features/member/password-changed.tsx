import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { PASSWORD_STRENGTH_LABELS, type PasswordStrength } from '@contract/rules/password-strength';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/**
 * The outcome of a password change: done, how many other sessions the server ended (they must log
 * in again with the new password) and that this one stays logged in.
 */
export function PasswordChanged({ revokedSessions, strength }: { revokedSessions: number; strength: number }) {
  const t = useT('member');
  const label = PASSWORD_STRENGTH_LABELS[Math.max(0, Math.min(4, strength)) as PasswordStrength];
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <p className="m-0 flex items-center gap-2 text-base font-semibold text-brand-700">
        <CircleCheck aria-hidden className="size-5" />
        {t('密码修改成功')}
      </p>
      <p className="m-0 text-sm text-ink-soft">
        {revokedSessions > 0
          ? t('已退出其他 {n} 处登录，这些设备需要使用新密码重新登录。', { n: revokedSessions })
          : t('没有其他设备处于登录状态。')}
        {t('当前设备保持登录。')}
      </p>
      <p className="m-0 text-sm text-ink-soft">{t('新密码强度：{strength}', { strength: t(label) })}</p>
      <Button asChild variant="outline">
        <Link to="/accountSafe">{t('返回账户安全')}</Link>
      </Button>
    </div>
  );
}
