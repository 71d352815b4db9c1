import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ProjectDetail } from '@contract/project-detail';
import { useSecondTick } from '@streams/react-second';
import { Button, buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { Skeleton } from '@/components/ui/skeleton';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { enrolActionOf, enrolWindowAt } from '@/features/enrol/enrol-action-state';
import { enrolCheckQueryOptions, myEnrolmentQueryOptions } from '@/features/enrol/enrol.queries';
import { enrolmentDetailHref } from '@/features/enrol/records-search';
import { useT } from '@/i18n';

/**
 * The detail page's enrol button (§2 enrolment routes): says what is missing (login, real-name
 * verification, directional code, the window) or leads on (立即报名, 去缴纳保证金, 进入报价厅); an enrolled
 * user also gets 查看报名详情 (/enrollDetail).
 * Reads the shared second timer, so the button turns into 报名已截止 the second the window closes.
 * `onAskCode` opens the page's directional-code dialog.
 */
export function EnrolAction({ project, onAskCode }: { project: ProjectDetail; onAskCode: () => void }) {
  const t = useT('enrol');
  const userId = useSessionStore((s) => s.baseUserId);
  const sessionAuth = useSessionStore((s) => s.userInfo?.authStatus);
  const here = useRouterState({ select: (s) => s.location.href });
  // Re-rendered when the window opens or closes, not every second (and without the stream layer: streams/second-tick.ts);
  // a closed window stays closed, so the timer is not asked for after that.
  const enrolWindow = useSecondTick((now) => enrolWindowAt(now, project.enrolment), (w) => w === 'closed');
  const user = useQuery({ ...userDetailQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  // A visitor who is not logged in is told to log in: the check only matters to them for a 标段 sold in its package.
  const check = useQuery({
    ...enrolCheckQueryOptions(project.assetsId, userId, project.directionalVerified),
    enabled: Boolean(userId) || Boolean(project.parentAssetsId && !project.isPackage),
  });
  const mine = useQuery({ ...myEnrolmentQueryOptions(project.assetsId, userId ?? ''), enabled: Boolean(userId) });

  if (userId && mine.isPending) return <Skeleton className="h-11 w-36" />;
  const action = enrolActionOf({
    project,
    loggedIn: Boolean(userId),
    authStatus: user.data?.authStatus ?? sessionAuth,
    userType: user.data?.userType,
    check: check.data,
    mine: mine.data,
    enrolWindow,
    here,
  });

  const detail = userId && mine.data ? <HrefLink href={enrolmentDetailHref(mine.data.id)} className="text-sm text-brand-700 hover:underline">{t('查看报名详情')}</HrefLink> : null;
  const note = action.note || detail ? <span className="text-sm text-muted">{action.note} {detail}</span> : null;
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
