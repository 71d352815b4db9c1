import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { applyLanguage, type Language, useLanguage, useT } from '@/i18n';
import { useCommonStore } from '@/stores/common';

/** Each language's name in itself: what a reader of it looks for. */
const NAMES: Record<Language, { label: string; tag: string }> = {
  // eslint-disable-next-line no-restricted-syntax -- a language's own name is not translated
  zh: { label: '中文', tag: 'zh-CN' },
  en: { label: 'English', tag: 'en' },
};

/**
 * The zh / en switch of the top bar (§1 language setting): shows the other language's name in that language, switches
 * to it, remembers the choice (§3 common state, localStorage) and refetches what is on screen, whose server messages
 * and dictionary names follow the request's `Accept-Language`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT('common');
  const language = useLanguage();
  const languageChanged = useCommonStore((s) => s.languageChanged);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const next: Language = language === 'zh' ? 'en' : 'zh';

  const onClick = async () => {
    setBusy(true);
    try {
      await applyLanguage(next);
      languageChanged(next);
      void queryClient.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={t('切换语言：{name}', { name: NAMES[next].label })}
      className={className}
    >
      <Languages aria-hidden className="mr-0.5 inline size-3.5 align-[-2px]" />
      <span lang={NAMES[next].tag} translate="no">{NAMES[next].label}</span>
    </button>
  );
}
