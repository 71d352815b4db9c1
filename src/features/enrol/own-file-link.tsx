import { REALNAME_PATHS } from '@contract/realname';
import { ProtectedFileLink } from '@/components/protected-file-link';

/**
 * 查看 for one of the caller's uploaded files (an enrolment material, a transfer proof): served to their owner only
 * (GET dscq-user/file/<fileId> with the bearer header), opened through {@link ProtectedFileLink}.
 */
export function OwnFileLink({ fileId, name }: { fileId: string; name: string }) {
  return <ProtectedFileLink url={`${REALNAME_PATHS.file}/${fileId}`} name={name} />;
}
