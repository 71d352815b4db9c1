import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import '@/app/route-meta';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { env } from '@/app/env';
import { configurePush } from '@streams/push-url';

configurePush(env.pushUrl);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
