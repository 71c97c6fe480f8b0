import { CLIENT_ROUTES } from '@shelfwise/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.path !== undefined && route.path !== '*' && !route.index ? [here] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('the client routes the server knows', () => {
  it('are exactly the router’s paths, so an unknown page answers HTTP 404 and a real one 200', () => {
    expect(new Set(paths(routes))).toEqual(new Set(CLIENT_ROUTES));
  });
});
