import { useFriendRequests } from '../api/get-friend-requests.ts';
import { useFriends } from '../api/get-friends.ts';
import { FriendList } from './friend-list.tsx';
import { IncomingRequests, OutgoingRequests } from './friend-requests.tsx';
import { InviteFriendForm } from './invite-friend-form.tsx';
import { ReceivedRecommendations } from './received-recommendations.tsx';
import { Section } from './section.tsx';

function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/**
 * The Friends page: requests waiting for an answer and recommendations received first (what the
 * sidebar badge counts), then inviting, the friend list and the invitations sent.
 */
export function FriendsScreen() {
  const friends = useFriends();
  const requests = useFriendRequests();
  const incoming = requests.data?.incoming ?? [];

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">Friends</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Invite friends, answer their requests and see the books they recommend to you.
        </p>
      </header>

      <div className="grid gap-5 lg:grid-cols-3 lg:items-start">
        <div className="space-y-5 lg:col-span-2">
          {incoming.length > 0 ? (
            <Section id="friend-requests-heading" title="Friend requests" count={incoming.length}>
              <IncomingRequests requests={incoming} />
            </Section>
          ) : null}
          <Section id="recommendations-heading" title="Recommended to you">
            <ReceivedRecommendations />
          </Section>
        </div>

        <div className="space-y-5">
          <Section id="invite-heading" title="Invite a friend">
            <InviteFriendForm />
          </Section>
          <Section id="friends-heading" title="Your friends">
            {friends.isPending ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">Loading friends...</p>
            ) : friends.isError ? (
              <LoadError message={friends.error.message || 'Failed to load friends'} />
            ) : (
              <FriendList friends={friends.data} />
            )}
          </Section>
          <Section id="sent-heading" title="Invitations sent">
            {requests.isPending ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">Loading invitations...</p>
            ) : requests.isError ? (
              <LoadError message={requests.error.message || 'Failed to load friend requests'} />
            ) : (
              <OutgoingRequests requests={requests.data.outgoing} />
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
