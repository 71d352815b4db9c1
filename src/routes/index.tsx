import { createFileRoute, redirect } from '@tanstack/react-router';

/** '/' is not a page of its own: the home page lives at /index (§2). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/index', replace: true });
  },
});
