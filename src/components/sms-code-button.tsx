import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { SmsSent } from '@contract/auth';
import { serverClock } from '@streams/server-clock';
import { useSecondTick } from '@streams/react-second';
import { Button } from '@/components/ui/button';
import { maskPhone } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { useT } from '@/i18n';

/**
 * 获取验证码 button with the resend cooldown (§2 Login by SMS code; the user centre's phone forms). `getTarget`
 * validates the phone field and returns the number, undefined for the logged-in account's own phone (whose full
 * number the client never knows), or null to stop (its field then shows why); `send` posts the request and answers
 * the server's SmsSent, or null when the user gave up before anything was sent (no toast, no cooldown). After a
 * send the button counts down the server's resendIn (normally 60 s) from an absolute deadline on the shared clock —
 * no timer of its own (design.md "One clock"). `sentNote` is appended to the success toast (e.g. the sandbox's).
 * Disabled until a server-rendered page is hydrated: before that a click would do nothing.
 */
export function SmsCodeButton({
  getTarget,
  send,
  label,
  sentNote = '',
  className,
}: {
  getTarget: () => Promise<string | undefined | null>;
  send: (phone?: string) => Promise<SmsSent | null>;
  label?: string;
  sentNote?: string;
  className?: string;
}) {
  const t = useT('common');
  const mutation = useMutation({ mutationFn: send });
  const [deadline, setDeadline] = useState(0);
  // Whole seconds left, read from the shared second timer only while a cooldown runs (0 is final until the next send).
  const left = useSecondTick((now) => (deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0), (n) => n === 0);
  const hydrated = useHydrated();

  const onClick = async () => {
    const target = await getTarget();
    if (target === null) return;
    mutation.mutate(target, {
      onSuccess: (sent) => {
        if (sent === null) return;
        setDeadline(serverClock.now() + Math.max(1, sent?.resendIn ?? 60) * 1000);
        toast.success(
          t('验证码已发送至 {phone}，{minutes}分钟内有效{note}', {
            phone: sent?.phone || (target ? maskPhone(target) : ''),
            minutes: Math.round((sent?.expiresIn ?? 300) / 60),
            note: sentNote,
          }),
        );
      },
    });
  };

  return (
    <Button type="button" variant="outline" className={className ?? 'mt-6 w-28'} disabled={!hydrated || left > 0 || mutation.isPending} onClick={() => void onClick()} aria-live="polite">
      {mutation.isPending ? t('发送中…') : left > 0 ? <span className="num">{t('{n}秒后重发', { n: left })}</span> : (label ?? t('获取验证码'))}
    </Button>
  );
}
