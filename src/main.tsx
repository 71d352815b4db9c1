import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import '@/lib/route-meta';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { env } from '@/lib/env';
import { configurePush } from '@streams/push-url';
import { applyLanguage, t } from '@/i18n';
import { useCommonStore } from '@/stores/common';
import { settleInlined } from '@/lib/api/first-answers';
import { navigationQueryOptions, websiteConfigQueryOptions } from '@/features/shell/shell.queries';

configurePush(env.pushUrl);
// The server's Content-Security-Policy forbids eval: without `jitless`, zod's first object parse probes
// `new Function`, which the browser reports as a policy violation even though zod falls back. zod reads its settings
// from this global (shared by every copy of it), so the entry sets it without loading zod: `z.config` would add
// 3.5 kB to the initial JS. zod itself is only loaded later, with the pages that validate forms.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error(t('index.html 缺少 #root 容器'));

// The first render is a transition: React renders it in slices and yields between them (no one long task on a
// slow phone's main thread, Lighthouse TBT) instead of in one blocking pass.
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
/**
 * When the server inlined the first screen's answers (lib/api/first-answers.ts), the header's menu and website config
 * are in the cache before the first render: the top bar and the menu appear whole, not growing as they arrive. Without
 * them (or in another language) the render does not wait for the network.
 */
const primeShell = () =>
  settleInlined([queryClient.prefetchQuery(websiteConfigQueryOptions()), queryClient.prefetchQuery(navigationQueryOptions())]);
// The remembered language (§3 common state) is active before the first render: in en its common catalogue loads
// first, so no zh text flashes. A failed load renders in zh rather than not at all.
applyLanguage(useCommonStore.getState().language).then(primeShell).then(render, render);
