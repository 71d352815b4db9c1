import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { SmsSent } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { sendSmsCode } from '@/features/auth/auth.queries';
import { captchaField } from '@/features/auth/auth-schemas';
import { CaptchaField, useCaptcha } from '@/features/auth/captcha-field';
import { SandboxBadge } from '@/components/sandbox-badge';
import { maskPhone } from '@/lib/format';
import { CALLER } from '@/lib/api/error-meta';
import { useT } from '@/i18n';

/** A code the user asked for: the phone and the SMS purpose (§9 message code). */
export interface SmsRequest { phone: string; messageCode: number }

const schema = z.object({ captcha: captchaField });

/**
 * The image captcha asked before an SMS code is sent without a login (the server refuses such a send without a
 * solved captcha, so scripts cannot make the exchange pay for messages to any number of phones). Open while
 * `request` is set; a fresh captcha on every opening. `onDone` gets the server's SmsSent once the code went out,
 * or null when the user closed the dialog. Focus stays inside while open; `onCloseAutoFocus` decides where it goes
 * on close (preventDefault it to move focus yourself; by default it returns to the element focused before).
 */
export function SmsCaptchaDialog({ request, onDone, onCloseAutoFocus }: {
  request: SmsRequest | null;
  onDone: (sent: SmsSent | null) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const t = useT('auth');
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onDone(null))}>
      {request ? (
        <DialogContent
          title={t('获取短信验证码')}
          onCloseAutoFocus={onCloseAutoFocus}
          description={
            <>
              {t('请先输入图形验证码，验证通过后将向 {phone} 发送短信验证码。', { phone: maskPhone(request.phone) })}
              <SandboxBadge service="sms" className="ml-1" />
            </>
          }
        >
          <SmsCaptchaForm request={request} onDone={onDone} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The dialog's form. Every refusal (wrong or used captcha, the phone's or the network's limits) is shown in the
 * dialog and the captcha is replaced, since the server consumed it.
 */
function SmsCaptchaForm({ request, onDone }: { request: SmsRequest; onDone: (sent: SmsSent | null) => void }) {
  const t = useT('auth');
  const captcha = useCaptcha();
  const [failure, setFailure] = useState('');
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { captcha: '' } });
  const send = useMutation({ meta: CALLER, mutationFn: (answer: string) => sendSmsCode({ ...request, uuid: captcha.key, captcha: answer }) });
  const submit = form.handleSubmit(({ captcha: answer }) =>
    send.mutate(answer, {
      onSuccess: (sent) => onDone(sent),
      onError: (error) => {
        setFailure(error instanceof Error && error.message ? error.message : t('验证码发送失败，请稍后重试'));
        captcha.refresh();
        form.resetField('captcha');
        form.setFocus('captcha');
      },
    }),
  );
  // The dialog is portalled, but React events still bubble to the form that holds the 获取验证码 button.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.stopPropagation();
    void submit(e);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('图形验证码验证')} className="flex flex-col gap-2">
      <CaptchaField captcha={captcha} error={form.formState.errors.captcha?.message} inputProps={{ autoFocus: true, ...form.register('captcha') }} />
      {failure ? (
        <p role="alert" className="m-0 text-sm text-price">
          {failure}
        </p>
      ) : null}
      <div className="mt-1 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t('取消')}
        </Button>
        <Button type="submit" disabled={send.isPending || !captcha.key}>
          {send.isPending ? t('发送中…') : t('发送验证码')}
        </Button>
      </div>
    </form>
  );
}
