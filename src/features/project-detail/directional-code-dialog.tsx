import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { loginHref } from '@/lib/paths';
import { useSessionView } from '@/lib/session-view';
import { useVerifyCode } from '@/features/project-detail/project-detail.queries';
import { msg, useT } from '@/i18n';

// Field errors hold source messages (or the server's message, already in the caller's language), shown with t().
const codeSchema = z.object({ code: z.string().trim().min(1, msg('定向码不能为空')).max(32, msg('定向码格式错误')) });
const WRONG_CODE = msg('定向码错误，请核对后重新输入');

/**
 * Directional release code prompt (POST assets-detail/verify-code, §7). The check needs a login,
 * so a logged-out visitor is offered 去登录 instead of a field. A wrong code shows the server's
 * message under the field; a right one closes the dialog and the page refetches unlocked.
 */
export function DirectionalCodeDialog({ assetsId, open, onOpenChange }: { assetsId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('project-detail');
  const { loggedIn } = useSessionView();
  const router = useRouter();
  const verify = useVerifyCode(assetsId);
  const form = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: (answer) => {
        if (!answer.verified) return form.setError('code', { message: WRONG_CODE });
        form.reset();
        onOpenChange(false);
      },
      onError: (e) => form.setError('code', { message: e.message || WRONG_CODE }),
    }),
  );

  const codeError = form.formState.errors.code?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('输入定向码')}
        description={t('本项目为定向发布项目，请输入转出方提供的定向码，验证通过后可查看全部信息并报名。')}
      >
        {loggedIn ? (
          <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('定向码验证')}>
            <FormField label={t('定向码')} required error={codeError && t(codeError)}>
              <Input autoComplete="off" maxLength={32} placeholder={t('请输入定向码')} {...form.register('code')} />
            </FormField>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('取消')}
              </Button>
              <Button type="submit" disabled={verify.isPending}>
                {verify.isPending ? t('验证中…') : t('验证')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex items-center justify-between gap-3 text-sm text-ink-soft">
            <span>{t('验证定向码前请先登录。')}</span>
            <Button onClick={() => void router.navigate({ href: loginHref(router.state.location.href) })}>{t('去登录')}</Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
