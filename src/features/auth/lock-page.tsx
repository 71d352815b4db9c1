import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole, UserRound } from 'lucide-react';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { imageUrl } from '@/lib/env';
import { safeRedirect } from '@/lib/paths';
import { useSessionView } from '@/lib/session-view';
import { useLogout } from '@/lib/use-logout';
import { useCommonStore } from '@/stores/common';
import { FormField } from '@/components/ui/form-field';
import { msg, useT } from '@/i18n';

const route = getRouteApi('/lock');
const schema = z.object({ password: z.string().check(z.minLength(1, msg('请输入锁屏密码'))) });
type Values = z.infer<typeof schema>;

/**
 * /lock (§4 Screen lock, §9 lock page): the user's avatar and name and the lock password. The
 * right password clears the lock and returns to `redirect` (the page that was locked); a wrong
 * one says so. 退出登录 is the way out for a forgotten lock password (logout clears the lock).
 */
export function LockPage() {
  const t = useT('auth');
  const { redirect } = route.useSearch();
  const router = useRouter();
  const { name, headImg, loggedIn } = useSessionView();
  const logout = useLogout();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const { errors } = form.formState;
  const avatar = imageUrl(headImg);

  const onSubmit = ({ password }: Values) => {
    if (password !== useCommonStore.getState().lockPasswd) {
      form.setError('password', { message: msg('锁屏密码错误，请重新输入') }, { shouldFocus: true });
      return;
    }
    useCommonStore.getState().unlocked();
    void router.navigate({ href: safeRedirect(redirect), replace: true });
  };

  return (
    <div className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 px-4">
      <section aria-labelledby="lock-title" className="w-full max-w-sm rounded-card bg-white/95 p-6 text-center shadow-pop">
        <span className="mx-auto grid size-20 place-items-center overflow-hidden rounded-full bg-brand-100 text-brand-600">
          {avatar ? <img src={avatar} alt={t('用户头像')} className="size-full object-cover" /> : <UserRound aria-hidden className="size-10" />}
        </span>
        <h1 id="lock-title" className="m-0 mt-3 flex items-center justify-center gap-1.5 text-lg font-semibold text-ink">
          <LockKeyhole aria-hidden className="size-4 text-brand-600" />
          {t('屏幕已锁定')}
        </h1>
        <p className="m-0 mt-1 truncate text-sm text-ink-soft" title={name}>
          {loggedIn && name ? <span translate="no">{name}</span> : loggedIn ? t('用户') : t('访客')}
        </p>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('解锁')} className="mt-5 text-left">
          <FormField label={t('锁屏密码')} error={errors.password?.message && t(errors.password.message)}>
            <Input type="password" autoComplete="off" autoFocus placeholder={t('请输入锁屏密码')} {...form.register('password')} />
          </FormField>
          <Button type="submit" size="lg" className="mt-1 w-full">{t('解 锁')}</Button>
        </form>
        <Button variant="link" size="sm" className="mt-3" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('忘记锁屏密码？退出登录')}
        </Button>
      </section>
    </div>
  );
}
