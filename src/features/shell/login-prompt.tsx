import { useRouter } from '@tanstack/react-router';
import { create } from 'zustand';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { loginHref } from '@/lib/paths';
import { useT } from '@/i18n';

/** Open/closed state of the 用户未登录 prompt; UI state only, so it lives beside its dialog. */
const useLoginPromptState = create<{ open: boolean }>(() => ({ open: false }));

/**
 * Shows the 用户未登录 prompt (§2 "Adding a favourite or following a roadshow while logged out",
 * §8). Registered as the error policy's login-prompt handler, so callable outside React.
 */
export function openLoginPrompt(): void {
  useLoginPromptState.setState({ open: true });
}

/** The prompt itself; mounted once by the app shell. 去登录 goes to /login with the current page as redirect. */
export function LoginPromptDialog() {
  const t = useT('common');
  const open = useLoginPromptState((s) => s.open);
  const router = useRouter();
  return (
    <LazyConfirmDialog
      open={open}
      onOpenChange={(next) => useLoginPromptState.setState({ open: next })}
      title={t('提示')}
      description={t('用户未登录')}
      actionText={t('去登录')}
      cancelText={t('取消')}
      onAction={() => void router.navigate({ href: loginHref(router.state.location.href) })}
    />
  );
}
