import { useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { lockHref } from '@/lib/auth-guard';
import { useCommonStore } from '@/stores/common';
import { msg, useT } from '@/i18n';

const schema = z
  .object({
    password: z.string().check(z.minLength(1, msg('请设置锁屏密码')), z.maxLength(32, msg('锁屏密码不能超过32位'))),
    confirm: z.string().check(z.minLength(1, msg('请再次输入锁屏密码'))),
  })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: msg('两次输入的密码不一致') }));
type Values = z.infer<typeof schema>;

/**
 * The 锁屏 dialog (§4 Screen lock), loaded when the top bar's 锁屏 is first clicked (lock-screen-dialog.tsx):
 * asks for a lock password (twice), stores the flag and the password for this tab (common store,
 * sessionStorage) and opens /lock with the current page to return to. `open`/`onOpenChange` are the trigger's.
 */
export function LockScreenForm({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('common');
  const router = useRouter();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  const onSubmit = ({ password }: Values) => {
    const here = router.state.location.href;
    useCommonStore.getState().screenLocked(password);
    setOpen(false);
    form.reset();
    void router.navigate({ href: lockHref(here) });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => { setOpen(next); if (!next) form.reset(); }}>
      <DialogContent title={t('锁定屏幕')} description={t('锁屏后需输入此密码才能继续使用，密码仅在当前窗口有效。')}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('设置锁屏密码')} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('锁屏密码')}
            <Input type="password" autoComplete="off" autoFocus aria-invalid={errors.password ? true : undefined} {...form.register('password')} />
            {errors.password ? <span role="alert" className="text-xs text-price">{t(errors.password.message ?? '')}</span> : null}
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('确认锁屏密码')}
            <Input type="password" autoComplete="off" aria-invalid={errors.confirm ? true : undefined} {...form.register('confirm')} />
            {errors.confirm ? <span role="alert" className="text-xs text-price">{t(errors.confirm.message ?? '')}</span> : null}
          </label>
          <div className="mt-2 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('取消')}</Button>
            </DialogClose>
            <Button type="submit">{t('锁定')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
