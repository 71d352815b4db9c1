/** Messages of the client-side file check; the callers pass the contract's Chinese texts. */
export interface FileCheckMessages {
  tooLarge: string;
  badType: string;
}

/** What a file picker accepts: content types and the byte limit. */
export interface FileRules {
  /** MIME types, e.g. ['image/jpeg', 'image/png', 'application/pdf']. */
  accept: readonly string[];
  maxBytes: number;
  messages: FileCheckMessages;
}

// Some systems hand over an empty File.type (e.g. files from cloud drives): fall back to the extension.
const BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The content type of `file` as far as the browser can tell, '' when unknown. */
export function fileTypeOf(file: Pick<File, 'type' | 'name'>): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? '';
}

/**
 * The quick check before anything is sent: type by MIME / extension, then size. It only spares
 * the user a pointless upload; the server still judges the real content by its magic bytes.
 * @returns null when the file may be uploaded, else the message to show
 */
export function checkFile(file: Pick<File, 'type' | 'name' | 'size'>, rules: FileRules): string | null {
  if (!rules.accept.includes(fileTypeOf(file))) return rules.messages.badType;
  if (file.size > rules.maxBytes) return rules.messages.tooLarge;
  return null;
}

/** The `accept` attribute for a picker: the MIME types plus their extensions (older pickers filter by extension). */
export function acceptAttribute(accept: readonly string[]): string {
  const exts = Object.entries(BY_EXTENSION).filter(([, type]) => accept.includes(type)).map(([ext]) => `.${ext}`);
  return [...accept, ...exts].join(',');
}
