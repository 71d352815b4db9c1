import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { ProjectDetail } from '@contract/project-detail';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Steps } from '@/components/ui/steps';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { ApiError } from '@/lib/api/client';
import { useSessionStore } from '@/stores/session';
import { msg, useT } from '@/i18n';
import { EnrolGate } from '@/features/enrol/enrol-gate';
import { enrolFormSchema, materialsFor, STEP_FIELDS, toSubmitBody, type EnrolFormContext, type EnrolFormValues } from '@/features/enrol/enrol-form';
import { EnrolStepBody } from '@/features/enrol/enrol-step-body';
import { enrolCheckQueryOptions, enrolMaterialsQueryOptions, myEnrolmentQueryOptions, useSubmitEnrolment } from '@/features/enrol/enrol.queries';
import { newIdempotencyKey } from '@/features/enrol/idempotency';

const STEPS = [msg('确认信息'), msg('上传材料'), msg('提交')];

/**
 * The enrolment form of /bidEnrollNormal and /bidEnrollPkg (§2): 确认信息 (project, 标段 for a
 * package, directional code) → 上传材料 (the materials of the user's kind) → 提交 (agreement).
 * Each step validates its own fields before moving on. One idempotency key per attempt makes a
 * double click or a retry harmless; a definite refusal gets a fresh key for the next try. Success
 * goes to the cashier with the enrolment's id. Moving between steps puts the keyboard focus on the new step's
 * fields (the button pressed may have gone), so the whole flow works from the keyboard.
 */
export function EnrolPage({ project, isPackage }: { project: ProjectDetail; isPackage: boolean }) {
  const t = useT('enrol');
  const { assetsId } = project;
  const userId = useSessionStore((s) => s.baseUserId) ?? '';
  const navigate = useNavigate();
  const user = useQuery({ ...userDetailQueryOptions(userId), enabled: Boolean(userId) });
  const materialsQ = useQuery(enrolMaterialsQueryOptions(assetsId));
  const check = useQuery(enrolCheckQueryOptions(assetsId, userId, project.directionalVerified));
  const mine = useQuery({ ...myEnrolmentQueryOptions(assetsId, userId), enabled: Boolean(userId) });
  const submit = useSubmitEnrolment(assetsId);
  const [step, setStep] = useState(0);
  const key = useRef(newIdempotencyKey());
  const stepBody = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) stepBody.current?.focus();
  }, [step]);
  const goTo = (to: number) => {
    moved.current = true;
    setStep(Math.min(Math.max(0, to), STEPS.length - 1));
  };

  const kind = user.data?.userType === 2 ? 'org' : 'person';
  const ctx: EnrolFormContext = useMemo(
    () => ({ isPackage, needsCode: project.directional && !project.directionalVerified, materials: materialsFor(materialsQ.data?.materials ?? [], kind) }),
    [isPackage, project.directional, project.directionalVerified, materialsQ.data, kind],
  );
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  // The rules depend on data that loads after the form exists, so the resolver reads the latest context.
  const resolver: Resolver<EnrolFormValues> = (values, c, o) => zodResolver(enrolFormSchema(ctxRef.current))(values, c, o) as ReturnType<Resolver<EnrolFormValues>>;
  const form = useForm<EnrolFormValues>({ resolver, defaultValues: { subAssetsIds: [], directionalCode: '', materials: {}, agreed: false } });

  const blocked = Boolean(mine.data) || Boolean(check.data && !check.data.allowed && check.data.reasons.some((r) => r.code !== 'directionalCodeRequired'));
  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true })) goTo(step + 1);
  };
  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(toSubmitBody(assetsId, values, ctxRef.current, key.current), {
      onSuccess: (view) => void navigate({ to: '/cashierDesk', search: { enrolmentId: view.id } }),
      onError: (e) => {
        if (e instanceof ApiError && e.kind === 'http') key.current = newIdempotencyKey();
      },
    }),
  );

  return (
    <div className="page-width space-y-4 py-5">
      <Card>
        <CardHeader as="h2" title={<span>{isPackage ? t('打包项目报名') : t('项目报名')}</span>} />
        <div className="space-y-5 p-4 sm:p-6">
          <Steps items={STEPS.map((title) => ({ title: t(title) }))} current={step} label={t('报名进度')} />
          <EnrolGate check={check.data} mine={mine.data} userType={user.data?.userType} />
          <form
            // Enter in a field of an earlier step moves on instead of submitting the whole form.
            onSubmit={(e) => (step < STEPS.length - 1 ? (e.preventDefault(), void next()) : void onSubmit(e))}
            noValidate aria-label={t('报名信息')} className="space-y-5">
            <div ref={stepBody} tabIndex={-1} role="group" aria-label={t(STEPS[step])} className="rounded-card">
              <EnrolStepBody step={step} project={project} isPackage={isPackage} ctx={ctx} form={form} acceptLabel={materialsQ.data?.acceptKindsLabel} materialsPending={materialsQ.isPending} />
            </div>
            <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
              <Button variant="secondary" disabled={step === 0 || submit.isPending} onClick={() => goTo(step - 1)}>
                {t('上一步')}
              </Button>
              {step < STEPS.length - 1 ? (
                <Button onClick={() => void next()}>{t('下一步')}</Button>
              ) : (
                <Button type="submit" variant="danger" size="lg" disabled={blocked || submit.isPending || submit.isSuccess}>
                  {submit.isPending ? t('提交中…') : t('提交报名')}
                </Button>
              )}
            </div>
          </form>
        </div>
      </Card>
    </div>
  );
}
