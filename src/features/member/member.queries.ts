import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_PATHS, type SmsSent } from '@contract/auth';
import { MESSAGE_CODES } from '@contract/constants';
import { PROFILE_PATHS, type SecuritySummary } from '@contract/profile';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { uploadFile } from '@/lib/api/upload';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { profileToSession, userDetailQueryOptions, userKeys } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import type { UploadFn } from '@/components/ui/file-upload';

/** Query keys of the member (own account) pages, general to specific. */
export const memberKeys = {
  all: ['member'] as const,
  securities: () => [...memberKeys.all, 'security'] as const,
  /** The account-security summary of one user. */
  security: (baseUserId: string) => [...memberKeys.securities(), baseUserId] as const,
};

/** GET security: the /accountSafe summary (contract/profile.ts). Always re-read on open: it changes with every action here. */
export const securityQueryOptions = (baseUserId: string) =>
  queryOptions({
    queryKey: memberKeys.security(baseUserId),
    queryFn: ({ signal }) => api.get<SecuritySummary>(PROFILE_PATHS.security, undefined, { signal }),
    staleTime: 0,
  });

/** Route loaders of the member pages: profile and security summary (not awaited; pages show skeletons). */
export function prefetchMember(queryClient: QueryClient, baseUserId: string | undefined, withSecurity = false): void {
  if (!baseUserId) return;
  void queryClient.prefetchQuery(userDetailQueryOptions(baseUserId));
  if (withSecurity) void queryClient.prefetchQuery(securityQueryOptions(baseUserId));
}

/**
 * After an account change: reload the profile into the session (header name and avatar, §4) and
 * drop the security summary, so every screen shows the new phone / avatar / password state.
 */
export function useAccountChanged() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const baseUserId = useSessionStore.getState().baseUserId ?? '';
    void queryClient.invalidateQueries({ queryKey: memberKeys.security(baseUserId) });
    await queryClient.invalidateQueries({ queryKey: userKeys.detail(baseUserId) });
    const detail = await queryClient.fetchQuery(userDetailQueryOptions(baseUserId)).catch(() => null);
    if (!detail || useSessionStore.getState().baseUserId !== detail.id) return;
    const { userInfo, name } = profileToSession(detail);
    useSessionStore.getState().userInfoLoaded(userInfo, name);
  }, [queryClient]);
}

/** POST sms/code (logged in, purpose 4004): to the account's own phone, or to `phone` (a new one). */
export const sendOwnSmsCode = (phone?: string) =>
  api.post<SmsSent>(AUTH_PATHS.smsCode, { messageCode: MESSAGE_CODES.default, ...(phone ? { phone } : {}) });

/** A mutation whose success means "the account changed". */
function useAccountMutation<V, R>(path: string) {
  const changed = useAccountChanged();
  return useMutation({
    mutationFn: (body: V) => api.post<R>(path, body as Record<string, unknown>),
    onSuccess: () => changed(),
  });
}

/** POST changePhone { oldCode?, newPhone, newCode } → { phone } (masked). Refusals are the §8 toast. */
export const useChangePhone = () => useAccountMutation<{ oldCode?: string; newPhone: string; newCode: string }, { phone: string }>(PROFILE_PATHS.changePhone);
/** POST cancelPhone { code, password }: unbinds the phone (注销手机号). */
export const useCancelPhone = () => useAccountMutation<{ code: string; password: string }, null>(PROFILE_PATHS.cancelPhone);
/** POST changePassword → { passwordStrength, revokedSessions }: every other session of the account ends. */
export const useChangePassword = () =>
  useAccountMutation<{ oldPassword: string; newPassword: string }, { passwordStrength: number; revokedSessions: number }>(PROFILE_PATHS.changePassword);

/** Sends a new avatar (multipart, JPG/PNG ≤ 5 MB, progress); the server stores it as headImg at once. */
export const uploadAvatar: UploadFn = async (file, onProgress, signal) => {
  const a = await withErrorPolicy(uploadFile<{ headImg: string; fileId: string }>(PROFILE_PATHS.avatar, file, { onProgress, signal }), CALLER);
  return { fileId: a.fileId, name: file.name, contentType: file.type || 'image/jpeg', previewUrl: a.headImg };
};
