import type { Friend } from '@shelfwise/contract';
import type { TestApp } from '../harness.ts';
import type { CreatedUser } from './users.ts';

/** Two users made friends the way people do it: `a` invites `b`'s address, `b` accepts. */
export async function createFriendship(t: TestApp, a: CreatedUser, b: CreatedUser): Promise<Friend> {
  const { friends } = t.services;
  const request = await friends.invite(a.user, b.user.email);
  await friends.accept(b.user.id, request.id);
  return { _id: b.user.id, name: b.user.name, email: b.user.email };
}
