import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { documentFileQueryOptions } from '@/features/realname/realname.queries';

/**
 * A stored identity document for display: its content type and, for images, an object URL of its
 * bytes (documents are owner-only, so an `<img>` cannot load them directly). The object URL is
 * revoked when the component unmounts or the file changes.
 * @param url the file's site path, or '' for nothing
 */
export function useDocumentPreview(url: string): { src?: string; contentType?: string; isError: boolean } {
  const { data: blob, isError } = useQuery({ ...documentFileQueryOptions(url), enabled: Boolean(url) });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!blob || !blob.type.startsWith('image/')) return;
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setSrc(undefined);
    };
  }, [blob]);
  return { src, contentType: blob?.type, isError };
}
