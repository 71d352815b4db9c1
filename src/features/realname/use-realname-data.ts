import { useQuery } from '@tanstack/react-query';
import { USER_TYPE, type UserDetail } from '@contract/auth';
import type { RealnameRecord } from '@contract/realname';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { myRecordQueryOptions } from '@/features/realname/realname.queries';

/** What every real-name page needs: the profile (account phone, userType) and the latest record. */
export interface RealnameData {
  baseUserId: string;
  profile?: UserDetail;
  record: RealnameRecord | null;
  /** §3 authStatus: the record's when there is one (fresher than the profile), else the profile's. */
  status: number;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

/** Loads profile and record of the logged-in user together (the routes start both in their loaders). */
export function useRealnameData(): RealnameData {
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const profile = useQuery(userDetailQueryOptions(baseUserId));
  const record = useQuery(myRecordQueryOptions(baseUserId));
  return {
    baseUserId,
    profile: profile.data,
    record: record.data ?? null,
    status: record.data?.status ?? profile.data?.authStatus ?? 0,
    isPending: profile.isPending || record.isPending,
    isError: profile.isError || record.isError,
    retry: () => {
      void profile.refetch();
      void record.refetch();
    },
  };
}

/** The verification flow of an account kind (§6: separate person and organisation flows). */
export function verifyPathOf(userType: number | undefined): '/realNameOrg' | '/realNamePerson' {
  return userType === USER_TYPE.organisation ? '/realNameOrg' : '/realNamePerson';
}
