import { useRef, useState } from 'react';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CONTRACT_LIMITS } from '@contract/trade-contract-paths';
import type { ContractDetail } from '@contract/trade-contract';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n';
import { contractKeys, useEditContract } from '@/features/contract/contract.queries';
import { ClauseEditor } from '@/features/contract/clause-editor';
import { compareHref, contractHref } from '@/features/contract/contract-links';

type Edited = Record<string, { html: string; length: number }>;

/** Someone saved first (409), or the cached contract moved past the version this edit started from. */
function Conflict({ detail, base, message, onReload }: { detail: ContractDetail; base: number; message: string; onReload: () => void }) {
  const t = useT('contract');
  const newer = detail.version > base;
  return (
    <div role="alert" className="grid gap-2 rounded-card border border-price/40 bg-price-soft p-3 text-sm text-price">
      <p className="m-0 font-medium">{t('保存失败：{reason}', { reason: message || t('合同已被修改') })}</p>
      <p className="m-0 text-ink-soft">
        {newer
          ? t('您从第 {base} 版开始编辑，对方已保存了第 {version} 版。请先对比两个版本，再在最新版本上重新修改。', { base, version: detail.version })
          : t('合同可能已被对方修改，请重新加载后再编辑。')}
      </p>
      <div className="flex flex-wrap gap-2">
        {newer ? (
          <HrefLink href={compareHref(detail.id, base, detail.version)} target="_blank" className="text-brand-700 underline">
            {t('在新窗口对比第 {base} 版与第 {version} 版', { base, version: detail.version })}
          </HrefLink>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onReload}>{t('重新加载最新版本（放弃本次修改）')}</Button>
      </div>
    </div>
  );
}

/**
 * The online editor of /usercenter/contract/onlineEdit (loaded on its own: TipTap stays out of every other chunk). One
 * editor per negotiable clause, a note, and 保存为新版本: POST edit with every negotiable clause's HTML and the version
 * the edit started from (`baseVersion`). A 409 keeps the text and offers the compare view and a reload; leaving with
 * unsaved changes asks first (router navigation and closing the tab).
 */
export default function OnlineEditForm({ detail, onReload }: { detail: ContractDetail; onReload: () => void }) {
  const t = useT('contract');
  const [base] = useState(detail.version);
  const [original] = useState(() => detail.clauses.filter((c) => c.editable));
  const [edited, setEdited] = useState<Edited>({});
  const [note, setNote] = useState('');
  const edit = useEditContract();
  const router = useRouter();
  const queryClient = useQueryClient();
  const changed = original.some((c) => edited[c.key] && edited[c.key].html !== c.html);
  // Read by the blocker at navigation time; once saved, leaving (to the workspace) is never blocked.
  const saved = useRef(false);
  const dirty = useRef(false);
  dirty.current = !saved.current && (changed || note.trim() !== '');
  const blocker = useBlocker({ shouldBlockFn: () => dirty.current, enableBeforeUnload: () => dirty.current, withResolver: true });

  const tooLong = original.filter((c) => (edited[c.key]?.length ?? 0) > CONTRACT_LIMITS.clauseTextMax);
  const noteTooLong = note.trim().length > CONTRACT_LIMITS.noteMax;
  const error = edit.error instanceof ApiError ? edit.error : null;
  const conflict = !edit.isSuccess && ((error?.code === 409) || detail.version !== base);

  const save = () => {
    const clauses = Object.fromEntries(original.map((c) => [c.key, edited[c.key]?.html ?? c.html]));
    edit.mutate(
      { id: detail.id, baseVersion: base, clauses, note: note.trim() },
      {
        onSuccess: (next) => {
          saved.current = true;
          dirty.current = false;
          toast.success(t('已保存为第 {version} 版，双方需重新确认合同', { version: next.version }));
          void router.navigate({ href: contractHref('edit', detail.id) });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === 409) void queryClient.invalidateQueries({ queryKey: contractKeys.detail(detail.id) });
        },
      },
    );
  };

  if (!original.length) return <p className="m-0 text-sm text-muted">{t('本合同没有可协商的条款。')}</p>;
  return (
    <form
      aria-label={t('在线编辑合同')}
      noValidate
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <p className="m-0 text-sm text-ink-soft">
        {t('正在编辑第 {version} 版的可协商条款。保存后生成新版本，双方此前的确认将失效，需重新确认。固定条款由交易所根据成交信息生成，不能修改。', { version: base })}
      </p>
      {original.map((c) => (
        <section key={c.key} aria-label={c.title} className="grid gap-2">
          <h3 translate="no" className="m-0 text-[15px] font-semibold">{c.title}</h3>
          <ClauseEditor title={c.title} html={c.html} onChange={(html, length) => setEdited((prev) => ({ ...prev, [c.key]: { html, length } }))} />
        </section>
      ))}
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t('修改说明')}</span>
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          placeholder={t('简要说明本次修改的内容（选填）')}
          aria-invalid={noteTooLong || undefined}
          className="rounded-control border border-line px-3 py-2 text-sm outline-none focus:border-brand-500"
        />
        <span className={noteTooLong ? 'text-xs text-price' : 'text-xs text-muted'}>{t('{length} / {max} 字', { length: note.trim().length, max: CONTRACT_LIMITS.noteMax })}</span>
      </label>
      {conflict ? (
        <Conflict detail={detail} base={base} message={error?.code === 409 ? error.message : ''} onReload={onReload} />
      ) : error ? (
        <p role="alert" className="m-0 text-sm text-price">{t('保存失败：{reason}', { reason: error.message })}</p>
      ) : null}
      {tooLong.length ? (
        <p role="alert" className="m-0 text-sm text-price">
          {t('{clauses}超出 {max} 字，请删减后再保存。', { clauses: tooLong.map((c) => c.title).join(t('、')), max: CONTRACT_LIMITS.clauseTextMax })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!changed || edit.isPending || conflict || tooLong.length > 0 || noteTooLong}>
          {edit.isPending ? t('保存中…') : t('保存为新版本')}
        </Button>
        {!changed ? <span className="text-xs text-muted">{t('修改条款内容后即可保存')}</span> : null}
      </div>
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t('离开在线编辑？')}
        description={t('您的修改尚未保存，离开后将丢失。')}
        actionText={t('仍然离开')}
        cancelText={t('继续编辑')}
        onAction={() => blocker.proceed?.()}
      />
    </form>
  );
}
