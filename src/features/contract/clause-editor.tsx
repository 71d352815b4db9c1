import { useEffect, useMemo } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { CONTRACT_LIMITS } from '@contract/trade-contract-paths';
import { cn } from '@/components/ui/cn';
import { msg, useT } from '@/i18n';

/**
 * The server keeps p, strong, em, u, ol, ul, li and br of a negotiable clause (contract/trade-contract.ts): the editor
 * offers exactly those (StarterKit v3 brings underline itself), so nothing typed or pasted is lost on save. Headings,
 * quotes, code, rules, strike-through and links are switched off; pasted HTML is reduced to this schema.
 */
const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false, code: false, codeBlock: false, heading: false, horizontalRule: false, strike: false, link: false,
  }),
];

const TOOLS = [
  { name: msg('加粗'), icon: Bold, mark: 'bold', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { name: msg('斜体'), icon: Italic, mark: 'italic', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  { name: msg('下划线'), icon: Underline, mark: 'underline', run: (e: Editor) => e.chain().focus().toggleUnderline().run() },
  { name: msg('编号列表'), icon: ListOrdered, mark: 'orderedList', run: (e: Editor) => e.chain().focus().toggleOrderedList().run() },
  { name: msg('项目符号列表'), icon: List, mark: 'bulletList', run: (e: Editor) => e.chain().focus().toggleBulletList().run() },
] as const;

/** Whether the editor can be read: its view and schema exist only between mounting and destruction. */
const ready = (editor: Editor | null): editor is Editor => !!editor && editor.isInitialized && !editor.isDestroyed;

/** The text box's attributes; the clause text is the contract's (zh legal text, translate="no"), `label` names the box. */
const editorAttributes = (label: string) => ({
  'aria-label': label, 'aria-multiline': 'true', role: 'textbox', translate: 'no', class: 'min-h-32 px-3 py-2 outline-none',
});

/** A clause's text as the server counts it: the plain text's characters (CONTRACT_LIMITS.clauseTextMax). */
export const clauseLength = (editor: Editor | null) => (ready(editor) ? Array.from(editor.getText()).length : 0);

/**
 * One negotiable clause in a TipTap editor: a toolbar (bold, italic, underline, numbered and bulleted lists; Shift+Enter
 * is a line break), the text, and a character counter that turns red past the limit. `onChange` receives the HTML and
 * the plain text length on every change.
 */
export function ClauseEditor({ title, html, onChange }: { title: string; html: string; onChange: (html: string, length: number) => void }) {
  const t = useT('contract');
  const label = t('{title}内容', { title });
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: html,
    editorProps: { attributes: editorAttributes(label) },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), clauseLength(e)),
  });
  // The editor takes its options once: a change of language relabels the text box.
  useEffect(() => {
    if (ready(editor) && editor.view.dom.getAttribute('aria-label') !== label) {
      editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: editorAttributes(label) } });
    }
  }, [editor, label]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(TOOLS.map((tool) => [tool.mark, ready(e) && e.isActive(tool.mark)])) as Record<string, boolean>,
      length: ready(e) ? clauseLength(e) : null,
    }),
  });
  // Until the editor's first change its state may predate its content: count the clause as given.
  const initial = useMemo(() => Array.from(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').length, [html]);
  const length = state?.length ?? initial;
  const over = length > CONTRACT_LIMITS.clauseTextMax;

  return (
    <div className="rounded-control border border-line bg-white focus-within:border-brand-500">
      <div role="toolbar" aria-label={t('{title}格式', { title })} className="flex flex-wrap gap-1 border-b border-line px-2 py-1">
        {TOOLS.map((tool) => (
          <button
            key={tool.mark}
            type="button"
            title={t(tool.name)}
            aria-label={t(tool.name)}
            aria-pressed={state?.active[tool.mark] ?? false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
            className="inline-flex size-8 items-center justify-center rounded-control text-ink-soft hover:bg-brand-50 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
          >
            <tool.icon aria-hidden className="size-4" />
          </button>
        ))}
      </div>
      <EditorContent
        editor={editor}
        className="text-sm leading-7 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6"
      />
      <p className={cn('m-0 border-t border-line px-3 py-1 text-right text-xs', over ? 'text-price' : 'text-muted')} aria-live="polite">
        {over
          ? t('{length} / {max} 字，已超出字数上限', { length, max: CONTRACT_LIMITS.clauseTextMax })
          : t('{length} / {max} 字', { length, max: CONTRACT_LIMITS.clauseTextMax })}
      </p>
    </div>
  );
}
