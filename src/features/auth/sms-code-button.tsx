import { useMemo, useState } from 'react';
import { distinctUntilChanged, map, of } from 'rxjs';
import { toast } from '@/lib/toast';
import { clock, tick$ } from '@streams/clock';
import { useObservable } from '@streams/react';
import { Button } from '@/components/ui/button';
import { maskPhone } from '@/lib/format';
import { useSendSmsCode } from '@/features/auth/auth.queries';

/**
 * 获取验证码 button with the resend cooldown (§2 Login by SMS code). `getPhone` validates the
 * phone field and returns it, or null to stop (its message is then on the field). After a send
 * the button counts down the server's resendIn (normally 60 s) from an absolute deadline on the
 * shared clock — no timer of its own (design.md "One clock").
 */
export function SmsCodeButton({ getPhone, messageCode }: { getPhone: () => Promise<string | null>; messageCode: number }) {
  const send = useSendSmsCode();
  const [deadline, setDeadline] = useState(0);
  const left$ = useMemo(
    () => (deadline ? tick$.pipe(map((now) => Math.max(0, Math.ceil((deadline - now) / 1000))), distinctUntilChanged()) : of(0)),
    [deadline],
  );
  const left = useObservable(left$, 0);

  const onClick = async () => {
    const phone = await getPhone();
    if (!phone) return;
    send.mutate(
      { phone, messageCode },
      {
        onSuccess: (sent) => {
          setDeadline(clock.now() + Math.max(1, sent?.resendIn ?? 60) * 1000);
          toast.success(`验证码已发送至 ${sent?.phone || maskPhone(phone)}，${Math.round((sent?.expiresIn ?? 300) / 60)}分钟内有效`);
        },
      },
    );
  };

  const cooling = left > 0;
  return (
    <Button type="button" variant="outline" className="mt-6 w-28" disabled={cooling || send.isPending} onClick={() => void onClick()} aria-live="polite">
      {send.isPending ? '发送中…' : cooling ? <span className="num">{left}秒后重发</span> : '获取验证码'}
    </Button>
  );
}
