import { RichText } from '@/components/ui/rich-text';

/**
 * A free-text field that may be plain text or HTML (descriptions): markup goes through RichText
 * (sanitised); plain text keeps its line breaks as paragraphs and is never parsed as HTML.
 */
export function ProjectText({ text }: { text: string }) {
  // The project's own text is data: not translated (translate="no").
  if (/<[a-z][\s\S]*>/i.test(text)) {
    return (
      <div translate="no">
        <RichText html={text} />
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
