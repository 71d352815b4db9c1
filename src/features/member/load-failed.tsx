import { Button } from '@/components/ui/button';

/** A failed load of an account page with a retry (the §8 toast has already said why). */
export function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-ink-soft">
      {what}加载失败。
      <Button size="sm" onClick={retry}>重新加载</Button>
    </div>
  );
}
