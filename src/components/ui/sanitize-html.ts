import DOMPurify, { type Config } from 'dompurify';

/**
 * One private DOMPurify instance for the portal's rich text, so the link hook below never leaks
 * into another library that also uses DOMPurify's shared default instance.
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function isExternal(href: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) return false;
  if (typeof location === 'undefined') return true;
  try {
    return new URL(href, location.href).origin !== location.origin;
  } catch {
    return true;
  }
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // A page opened from announcement text must not get a handle on the portal (window.opener).
    if (isExternal(href) || node.getAttribute('target') === '_blank') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

const CONFIG: Config = {
  // Announcements are authored HTML: keep formatting, tables and images; drop anything executable.
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Server-authored HTML made safe to insert: scripts, event handlers (on*), javascript: URLs,
 * forms, frames and inline styles are removed; external links get target=_blank and
 * rel="noopener noreferrer". Returns '' for empty input.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, CONFIG) as string;
}

/**
 * Whether sanitised HTML shows nothing: no text beyond whitespace / &nbsp; and no image or table.
 * Parsed with DOMParser, which never loads images or runs anything.
 */
export function isBlankHtml(clean: string): boolean {
  if (!clean) return true;
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  return !(doc.body.textContent ?? '').replace(/[\s\u00a0]/g, '') && !doc.body.querySelector('img,table');
}
