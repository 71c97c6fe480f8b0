import { type ComponentProps, createContext, type MouseEvent, type ReactNode, useContext } from 'react';

export interface NavigateOptions {
  /** What the next page reads from its navigation state (`/verify-email` reads the address). */
  state?: unknown;
  replace?: boolean;
}
export type NavigateTo = (to: string, options?: NavigateOptions) => Promise<void> | void;

const NavigationContext = createContext<NavigateTo | null>(null);

/**
 * How a page moves to another path of this site without knowing what renders it: inside the app,
 * the router (router.tsx provides it); on the sign-in page, which starts without the router, the
 * app loaded on the way (main.tsx). Components that appear in both places use this, never the
 * router's own `Link` or `useNavigate`.
 */
export function NavigationProvider({ navigate, children }: { navigate: NavigateTo; children: ReactNode }) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

/** Without a provider (a unit test, an error page) a path is simply loaded. */
const loadPage: NavigateTo = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The navigate function of whatever renders this page. */
export function useNavigateTo(): NavigateTo {
  return useContext(NavigationContext) ?? loadPage;
}

/**
 * A link to a path of this site: a real anchor (open in a new tab, copy the address), and a plain
 * click goes through `useNavigateTo`, so the page is not loaded again.
 */
export function AppLink({ to, onClick, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const navigate = useNavigateTo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (props.target && props.target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    void navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
