import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { MESSAGE_CODES } from '@contract/constants';
import { USER_TYPE } from '@contract/auth-paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFindAccount } from '@/features/auth/auth.queries';
import { mobileField, smsCodeField } from '@/features/auth/auth-schemas';
import { AuthLayout } from '@/features/auth/auth-layout';
import { PhoneCodeFields } from '@/features/auth/phone-code-fields';
import { useT } from '@/i18n';

const schema = z.object({ phone: mobileField, code: smsCodeField });
type Values = z.infer<typeof schema>;
/** Which account kind a page looks up: /findAccountPerson or /findAccountOrg. */
export type AccountKind = 'person' | 'org';

const tabClass = (active: boolean) =>
  cn('flex-1 border-b-2 py-2 text-center text-[15px]', active ? 'border-brand-600 font-semibold text-brand-700' : 'border-transparent text-ink-soft hover:text-brand-700');

/**
 * /findAccountPerson and /findAccountOrg (§2 account recovery, §7 POST dscq-user/user/find-account
 * with userType 1 / 2): phone and SMS code of purpose 2002. The masked login name the server
 * answers is shown on /findAccountSuccess (passed in its search).
 */
export function FindAccountPage({ kind }: { kind: AccountKind }) {
  const t = useT('auth');
  const find = useFindAccount();
  const router = useRouter();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { phone: '', code: '' } });
  const userType = kind === 'person' ? USER_TYPE.person : USER_TYPE.organisation;
  const onSubmit = (v: Values) =>
    find.mutate(
      { ...v, userType },
      { onSuccess: (r) => void router.navigate({ to: '/findAccountSuccess', search: { loginName: r?.loginName, type: kind } }) },
    );

  return (
    <AuthLayout title={t('找回账号')} footer={<Link to="/login" className="text-brand-700 hover:underline">{t('返回登录')}</Link>}>
      <nav aria-label={t('账号类型')} className="mb-4 flex border-b border-line">
        <Link to="/findAccountPerson" className={tabClass(kind === 'person')} aria-current={kind === 'person' ? 'page' : undefined}>{t('个人账号')}</Link>
        <Link to="/findAccountOrg" className={tabClass(kind === 'org')} aria-current={kind === 'org' ? 'page' : undefined}>{t('机构账号')}</Link>
      </nav>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('找回账号')} className="flex flex-col gap-1">
        <PhoneCodeFields form={form} phone="phone" code="code" messageCode={MESSAGE_CODES.forgotPassword} phoneHint={kind === 'person' ? t('请输入个人账号绑定的手机号码') : t('请输入机构账号绑定的手机号码')} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={find.isPending}>
          {find.isPending ? t('查询中…') : t('找回账号')}
        </Button>
      </form>
    </AuthLayout>
  );
}
