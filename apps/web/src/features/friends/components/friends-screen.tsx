import { useT } from '../../../lib/i18n/i18n.ts';
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
  const t = useT();
  const friends = useFriends();
  const requests = useFriendRequests();
  const incoming = requests.data?.incoming ?? [];

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('friends.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('friends.lead')}</p>
      </header>

      <div className="grid gap-5 lg:grid-cols-3 lg:items-start">
        <div className="space-y-5 lg:col-span-2">
          {incoming.length > 0 ? (
            <Section id="friend-requests-heading" title={t('friends.requests')} count={incoming.length}>
              <IncomingRequests requests={incoming} />
            </Section>
          ) : null}
          <Section id="recommendations-heading" title={t('friends.recommended')}>
            <ReceivedRecommendations />
          </Section>
        </div>

        <div className="space-y-5">
          <Section id="invite-heading" title={t('friends.invite')}>
            <InviteFriendForm />
          </Section>
          <Section id="friends-heading" title={t('friends.yours')}>
            {friends.isPending ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('friends.loading')}</p>
            ) : friends.isError ? (
              <LoadError message={friends.error.message || t('friends.loadFailed')} />
            ) : (
              <FriendList friends={friends.data} />
            )}
          </Section>
          <Section id="sent-heading" title={t('friends.sentInvites')}>
            {requests.isPending ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('friends.loadingInvites')}</p>
            ) : requests.isError ? (
              <LoadError message={requests.error.message || t('friends.invitesFailed')} />
            ) : (
              <OutgoingRequests requests={requests.data.outgoing} />
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
