import { useQuery } from '@tanstack/react-query';
import { HeaderSearch } from '@/features/shell/header-search';
import { Logo } from '@/features/shell/logo';
import { MainNav } from '@/features/shell/main-nav';
import { TopBar } from '@/features/shell/top-bar';
import { websiteConfigQueryOptions } from '@/features/shell/shell.queries';

/** Full header (§1): top bar, logo with keyword search, navigation menu. */
export function SiteHeader() {
  const { data: config } = useQuery(websiteConfigQueryOptions());
  return (
    <header className="bg-white">
      <TopBar />
      <div className="page-width flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <Logo name={config?.platformName || undefined} />
        <HeaderSearch className="w-full sm:w-[420px]" />
      </div>
      <MainNav />
    </header>
  );
}

/**
 * Simple header for focused pages (e.g. login, cashier): top bar and the logo only, selected with
 * `staticData.simpleHeader` (§2 App shell).
 */
export function SimpleHeader() {
  const { data: config } = useQuery(websiteConfigQueryOptions());
  return (
    <header className="border-b-2 border-brand-600 bg-white">
      <TopBar />
      <div className="page-width py-3">
        <Logo name={config?.platformName || undefined} compact />
      </div>
    </header>
  );
}
