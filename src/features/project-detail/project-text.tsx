import { LazyRichText } from '@/components/ui/lazy-rich-text';

/**
 * A free-text field that may be plain text or HTML (descriptions): markup goes through RichText
 * (sanitised; its code loads when the first such text shows); plain text keeps its line breaks as paragraphs and is never parsed as HTML.
 */
export function ProjectText({ text }: { text: string }) {
  // The project's own text is data: not translated (translate="no").
  if (/<[a-z][\s\S]*>/i.test(text)) {
    return (
      <div translate="no">
        <LazyRichText html={text} />
      </div>
    );
  }
  return (
    <div translate="no" className="space-y-2 text-[15px] leading-7 text-ink">
      {text
        .split(/\n+/)
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i} className="indent-8">
            {line.trim()}
          </p>
        ))}
    </div>
  );
}
