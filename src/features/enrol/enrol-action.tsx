import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ProjectDetail } from '@contract/project-detail';
import { clock, tick$ } from '@streams/clock';
import { useObservable } from '@streams/react';
import { Button, buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { Skeleton } from '@/components/ui/skeleton';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { enrolActionOf } from '@/features/enrol/enrol-action-state';
import { enrolCheckQueryOptions, myEnrolmentQueryOptions } from '@/features/enrol/enrol.queries';

/**
 * The detail page's enrol button (§2 enrolment routes): says what is missing (login, real-name
 * verification, directional code, the window) or leads on (立即报名, 去缴纳保证金, 进入报价厅).
 * Reads the shared clock, so the button turns into 报名已截止 the second the window closes.
 * `onAskCode` opens the page's directional-code dialog.
 */
export function EnrolAction({ project, onAskCode }: { project: ProjectDetail; onAskCode: () => void }) {
  const userId = useSessionStore((s) => s.baseUserId);
  const sessionAuth = useSessionStore((s) => s.userInfo?.authStatus);
  const here = useRouterState({ select: (s) => s.location.href });
  const now = useObservable(tick$, clock.now());
  const user = useQuery({ ...userDetailQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const check = useQuery(enrolCheckQueryOptions(project.assetsId, userId, project.directionalVerified));
  const mine = useQuery({ ...myEnrolmentQueryOptions(project.assetsId, userId ?? ''), enabled: Boolean(userId) });

  if (userId && mine.isPending) return <Skeleton className="h-11 w-36" />;
  const action = enrolActionOf({
    project,
    loggedIn: Boolean(userId),
    authStatus: user.data?.authStatus ?? sessionAuth,
    userType: user.data?.userType,
    check: check.data,
    mine: mine.data,
    now,
    here,
  });

  const note = action.note ? <span className="text-sm text-muted">{action.note}</span> : null;
  if ('href' in action) {
    return (
      <>
        <HrefLink href={action.href} className={buttonVariants({ size: 'lg', variant: action.kind === 'enrol' || action.kind === 'quote' || action.kind === 'pay' ? 'danger' : 'default' })}>
          {action.label}
        </HrefLink>
        {note}
      </>
    );
  }
  return (
    <>
      {action.kind === 'code' ? (
        <Button size="lg" onClick={onAskCode}>
          {action.label}
        </Button>
      ) : (
        <Button size="lg" disabled aria-disabled>
          {action.label}
        </Button>
      )}
      {note}
    </>
  );
}
