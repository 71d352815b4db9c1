/** How far beyond the viewport a row block counts as visible (CSS margin): its countdowns are live before it shows. */
export const BLOCK_VISIBLE_MARGIN = '100px 0px';

/** Watches which elements (the row blocks of a long table, a section below the first screen) are near the viewport, with one IntersectionObserver for all of them. */
export interface BlockVisibility {
  /** False where IntersectionObserver does not exist: then every block counts as visible and nothing reports. */
  supported: boolean;
  /**
   * Starts watching `el`: `onChange(true)` when it comes within the margin of the viewport, `onChange(false)` when it
   * leaves (the first report says where it is). @returns the function that stops the watch
   */
  watch(el: Element, onChange: (visible: boolean) => void): () => void;
  /** Stops watching every block. */
  disconnect(): void;
}

/**
 * One IntersectionObserver for every block (`rootMargin` {@link BLOCK_VISIBLE_MARGIN}): the browser reports a block
 * only when it enters or leaves, so a clock tick reads no layout and checks nothing per row.
 */
export function createBlockVisibility(rootMargin = BLOCK_VISIBLE_MARGIN): BlockVisibility {
  const blocks = new Map<Element, (visible: boolean) => void>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) blocks.get(entry.target)?.(entry.isIntersecting);
        }, { rootMargin });
  return {
    supported: observer !== null,
    watch(el, onChange) {
      blocks.set(el, onChange);
      observer?.observe(el);
      return () => {
        observer?.unobserve(el);
        blocks.delete(el);
      };
    },
    disconnect() {
      observer?.disconnect();
      blocks.clear();
    },
  };
}
