import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useSessionView } from '@/lib/session-view';
import { useToggleFavourite } from '@/features/project-detail/favourite.queries';
import { useT } from '@/i18n';

/**
 * 收藏 / 已收藏 toggle with the favourite count. Logged out, the click still asks the server, whose
 * 401 opens the 用户未登录 prompt with a go-login button (§2 Login and logout, §8 authPrompt);
 * logged in, the heart flips at once and rolls back if the call fails.
 */
export function FavouriteButton({ assetsId, collected, count }: { assetsId: string; collected: boolean; count: number }) {
  const t = useT('project-detail');
  const { loggedIn } = useSessionView();
  const toggle = useToggleFavourite(assetsId, loggedIn);
  const on = loggedIn && collected;
  return (
    <Button
      variant="secondary"
      aria-pressed={on}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!on)}
      className={cn(on && 'border-price/40 text-price hover:text-price')}
    >
      <Heart aria-hidden className={cn(on && 'fill-current')} />
      {on ? t('已收藏') : t('收藏')}
      <span className="text-xs text-muted num">({count})</span>
    </Button>
  );
}
