import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { SubmitButton } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/**
 * Keyword box that submits on Enter or on the button. `value` seeds the text (and re-seeds when it
 * changes, e.g. after a navigation); `onSearch` receives the trimmed text (possibly empty).
 * `label` is the accessible name of the input; `buttonText` defaults to 搜索.
 */
export function SearchBox({
  value = '',
  placeholder,
  label,
  buttonText,
  onSearch,
  className,
}: {
  value?: string;
  placeholder: string;
  label: string;
  buttonText?: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const t = useT('common');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className={cn('flex h-9 min-w-0', className)}>
      <input
        type="search"
        aria-label={label}
        value={text}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        className="h-full min-w-0 flex-1 rounded-l-control border border-r-0 border-brand-600 bg-white px-3 text-sm placeholder:text-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300"
      />
      <SubmitButton className="inline-flex h-full shrink-0 items-center gap-1 rounded-r-control bg-brand-600 px-4 text-sm text-white hover:bg-brand-700">
        <Search aria-hidden className="size-4" />
        {buttonText ?? t('搜索')}
      </SubmitButton>
    </form>
  );
}
