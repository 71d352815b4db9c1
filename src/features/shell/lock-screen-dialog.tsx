import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { lockHref } from '@/app/auth-guard';
import { useCommonStore } from '@/stores/common';

const schema = z
  .object({
    password: z.string().min(1, '请设置锁屏密码').max(32, '锁屏密码不能超过32位'),
    confirm: z.string().min(1, '请再次输入锁屏密码'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: '两次输入的密码不一致' });
type Values = z.infer<typeof schema>;

/**
 * 锁屏 action of the logged-in top bar (§4 Screen lock): asks for a lock password (twice), stores
 * the flag and the password for this tab (common store, sessionStorage) and opens /lock with the
 * current page to return to.
 */
export function LockScreenAction({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
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
      <DialogTrigger className={className}>
        <Lock aria-hidden className="mr-0.5 inline size-3.5 align-[-2px]" />
        锁屏
      </DialogTrigger>
      <DialogContent title="锁定屏幕" description="锁屏后需输入此密码才能继续使用，密码仅在当前窗口有效。">
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="设置锁屏密码" className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm">
            锁屏密码
            <Input type="password" autoComplete="off" autoFocus aria-invalid={errors.password ? true : undefined} {...form.register('password')} />
            {errors.password ? <span role="alert" className="text-xs text-price">{errors.password.message}</span> : null}
          </label>
          <label className="flex flex-col gap-1 text-sm">
            确认锁屏密码
            <Input type="password" autoComplete="off" aria-invalid={errors.confirm ? true : undefined} {...form.register('confirm')} />
            {errors.confirm ? <span role="alert" className="text-xs text-price">{errors.confirm.message}</span> : null}
          </label>
          <div className="mt-2 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">取消</Button>
            </DialogClose>
            <Button type="submit">锁定</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
