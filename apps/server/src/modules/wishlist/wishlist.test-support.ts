import type { CreatedUser } from '../../../test/factories/users.ts';
import type { AppUnderTest } from '../../../test/harness.ts';

/** Shares the owner's wishlist through the route; the secret URL's path and token. */
export async function shareWishlist(
  t: AppUnderTest,
  owner: CreatedUser,
  options: { showPrices?: boolean; showNotes?: boolean } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wishlist/share',
    headers: owner.headers,
    payload: options,
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/wishlist/share: ${res.statusCode} ${res.body}`);
  const url = new URL(res.json().data.url as string);
  const token = url.pathname.replace('/wishlist/', '');
  return { url: url.href, token, apiPath: `/api/wishlist/shared/${token}` };
}
