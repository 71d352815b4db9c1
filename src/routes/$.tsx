import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any path no route claims goes to the home page (§2 "Unknown paths redirect to /index"). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/index', replace: true });
  },
});
