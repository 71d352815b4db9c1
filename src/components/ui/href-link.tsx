import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * In-app link for hrefs that only exist as strings at runtime (server-configured menus, detail
 * pages such as /projectDetail/<id>.html, query strings built from data). A plain click is handed
 * to the router (no page reload); modified clicks, `target` links and external URLs keep the
 * browser's behaviour. Typed routes should use the router's `<Link>` instead. The ref goes to the `<a>`.
 */
export const HrefLink = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<'a'> & { href: string }>(function HrefLink(
  { href, onClick, target, ...props },
  ref,
) {
  const router = useRouter();
  const internal = href.startsWith('/') && !href.startsWith('//');

  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !internal || target) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href });
  };

  return (
    <a
      ref={ref}
      href={href}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      onClick={handleClick}
      {...props}
    />
  );
});
