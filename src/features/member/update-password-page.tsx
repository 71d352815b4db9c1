import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordRequestSchema } from '@contract/profile';
import { passwordStrength } from '@contract/rules/password-strength';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { useChangePassword } from '@/features/member/member.queries';
import { MemberLayout } from '@/features/member/member-layout';
import { PasswordChanged } from '@/features/member/password-changed';
import { msg, useT } from '@/i18n';

/** The contract's change-password fields plus the confirmation (typed twice, compared here only). */
const schema = changePasswordRequestSchema
  .extend({ confirm: z.string().min(1, msg('请再次输入新密码')) })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: msg('两次输入的密码不一致') })
  .refine((v) => !v.newPassword || v.newPassword !== v.oldPassword, { path: ['newPassword'], message: msg('新密码不能与原密码相同') });
type Values = z.input<typeof schema>;

/**
 * /updatePassWord (§2, POST changePassword): old password, new password with the §5 strength meter,
 * and its confirmation. On success every other session of the account is ended by the server; the
 * page says how many, and that this device stays logged in.
 */
export function UpdatePasswordPage() {
  const t = useT('member');
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: { oldPassword: '', newPassword: '', confirm: '' } });
  const change = useChangePassword();
  const [result, setResult] = useState<{ passwordStrength: number; revokedSessions: number } | null>(null);
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');
  const onSubmit = ({ oldPassword, newPassword }: Values) =>
    change.mutate({ oldPassword, newPassword }, { onSuccess: (r) => setResult(r ?? { passwordStrength: passwordStrength(newPassword), revokedSessions: 0 }) });

  return (
    <MemberLayout title={t('修改密码')}>
      {result ? (
        <PasswordChanged revokedSessions={result.revokedSessions} strength={result.passwordStrength} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('修改密码')} className="flex max-w-md flex-col gap-1">
          <FormField label={t('原密码')} required error={errors.oldPassword?.message && t(errors.oldPassword.message)}>
            <Input type="password" autoComplete="current-password" placeholder={t('请输入原密码')} {...form.register('oldPassword')} />
          </FormField>
          <FormField label={t('新密码')} required error={errors.newPassword?.message && t(errors.newPassword.message)} hint={<PasswordStrengthMeter password={newPassword} />}>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={t('8-64位，建议包含大小写字母、数字和符号')}
              {...form.register('newPassword', { onChange: () => form.getValues('confirm') && void form.trigger('confirm') })}
            />
          </FormField>
          <FormField label={t('确认新密码')} required error={errors.confirm?.message && t(errors.confirm.message)}>
            <Input type="password" autoComplete="new-password" placeholder={t('请再次输入新密码')} {...form.register('confirm')} />
          </FormField>
          <p className="m-0 text-xs text-muted">{t('修改成功后，其他设备上的登录将全部失效，需要使用新密码重新登录。')}</p>
          <div className="mt-2 flex gap-3">
            <Button type="submit" size="lg" className="min-w-0 flex-1 sm:w-40 sm:flex-none" disabled={change.isPending}>
              {change.isPending ? t('提交中…') : t('确认修改')}
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/accountSafe">{t('取消')}</Link>
            </Button>
          </div>
        </form>
      )}
    </MemberLayout>
  );
}
