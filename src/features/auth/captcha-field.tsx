import { useId, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { captchaQueryOptions } from '@/features/auth/auth.queries';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/i18n';

/** A loaded captcha for a form: its key (sent back as `uuid`), image and a refresh. */
export interface CaptchaState {
  /** '' until loaded (or when the server refused to answer). */
  key: string;
  image?: string;
  loading: boolean;
  refresh(): void;
}

/**
 * The image captcha of one form (§2 Login: loads on mount, refreshes on click, its key goes to the
 * parent). The parent refreshes it after every failed submit: the server consumes a captcha on its
 * first check, right or wrong. A non-200 answer changes nothing (§8).
 */
export function useCaptcha(): CaptchaState {
  const scope = useId();
  const { data, isFetching, refetch } = useQuery(captchaQueryOptions(scope));
  return { key: data?.key ?? '', image: data?.image, loading: isFetching, refresh: () => void refetch() };
}

/**
 * Captcha row: the answer input (registered by the parent form) and the image, which refreshes
 * on click or Enter/Space (it is a button with its own name; the image inside keeps its alt).
 * `error` is the validation message's source text (translated here).
 */
export function CaptchaField({ captcha, error, inputProps }: { captcha: CaptchaState; error?: string; inputProps: ComponentProps<'input'> }) {
  const t = useT('auth');
  return (
    <div className="flex items-start gap-2">
      <FormField label={t('图形验证码')} error={error && t(error)} className="min-w-0 flex-1">
        <Input autoComplete="off" maxLength={8} placeholder={t('请输入图形验证码')} {...inputProps} />
      </FormField>
      <button
        type="button"
        onClick={captcha.refresh}
        title={t('看不清？点击换一张')}
        aria-label={t('图形验证码，点击换一张')}
        aria-busy={captcha.loading || undefined}
        className="mt-6 grid h-9 w-28 shrink-0 place-items-center overflow-hidden rounded-control border border-line bg-white hover:border-brand-400"
      >
        {captcha.image ? (
          <img src={captcha.image} alt={t('图形验证码')} className={captcha.loading ? 'h-full w-full object-contain opacity-40' : 'h-full w-full object-contain'} />
        ) : captcha.loading ? (
          <Skeleton className="h-full w-full rounded-none" />
        ) : (
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <RefreshCw aria-hidden className="size-3.5" />
            {t('点击获取')}
          </span>
        )}
      </button>
    </div>
  );
}
