import { createFileRoute } from '@tanstack/react-router';
import { HelpBrowserPage } from '@/features/help/help-browser-page';
import { msg } from '@/i18n';

/** /helpBrowser — the browsers and settings the portal needs, checked against the visitor's own browser (§2). */
export const Route = createFileRoute('/helpBrowser')({
  staticData: { title: msg('浏览器检测'), menuFlag: 'helpCenter' },
  component: HelpBrowserPage,
});
