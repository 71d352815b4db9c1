import { createFileRoute } from '@tanstack/react-router';
import { findAccountSuccessSearchSchema } from '@/features/auth/auth-search';
import { FindAccountSuccessPage } from '@/features/auth/find-account-success-page';
import { msg } from '@/i18n';

/** /findAccountSuccess (§2): shows the masked login name passed in the search. */
export const Route = createFileRoute('/findAccountSuccess')({
  staticData: { title: msg('找回账号'), simpleHeader: true },
  validateSearch: findAccountSuccessSearchSchema,
  component: FindAccountSuccessPage,
});
