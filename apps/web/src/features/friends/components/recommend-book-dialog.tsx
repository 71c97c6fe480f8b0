import {
  createRecommendationSchema,
  defaultRecommendationMessage,
  MAX_RECOMMENDATION_MESSAGE_LENGTH,
  type PlanId,
  plans,
} from '@shelfwise/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { StarRating } from '../../books/index.ts';
import { useCreateRecommendation } from '../api/create-recommendation.ts';
import { useFriends } from '../api/get-friends.ts';
import { InviteFriendForm } from './invite-friend-form.tsx';

// Visibly not editable (a read-only field would otherwise look like any other).
const readOnlyClasses =
  'block w-full resize-none rounded-lg border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300';

export const UPGRADE_HINT = 'Upgrade to premium to customize recommendation messages';

export interface RecommendableBook {
  _id: string;
  title: string;
  author: string;
  rating: number;
}

export interface RecommendBookDialogProps {
  /** The book to recommend; the dialog is open while this is set. */
  book: RecommendableBook | null;
  /** The sender's plan: only a plan with custom messages (premium) may edit the message. */
  plan: PlanId;
  onClose: () => void;
  /** Shown when sending fails and the server gave no message (spec §8: 'Failed to send recommendation'). */
  errorText?: string;
}

/**
 * Recommend Book (spec §2 Library dialogs, §5 Recommend): a friend and a message are required; the
 * message starts as the default built from title and author and is editable only on premium; the
 * rating starts at the book's. With no friends yet it offers to invite one by email.
 */
export function RecommendBookDialog({
  book,
  plan,
  onClose,
  errorText = 'Failed to send recommendation',
}: RecommendBookDialogProps) {
  const t = useT();
  const open = book !== null;
  const friendsQuery = useFriends(open);
  const send = useCreateRecommendation();
  const canCustomize = plans[plan].canCustomizeRecommendation;
  const [recipientId, setRecipientId] = useState('');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const messageId = useId();
  const formId = useId();
  const friends = friendsQuery.data ?? [];
  const hasFriends = friends.length > 0;

  // Each opening starts from the book: the default message and the book's own rating.
  useEffect(() => {
    if (!book) return;
    setRecipientId('');
    setMessage(defaultRecommendationMessage(book));
    setRating(book.rating);
    setError(null);
    setMessageError(null);
  }, [book]);

  const close = () => {
    if (send.isPending) return;
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!book || !recipientId) return;
    const parsed = createRecommendationSchema.safeParse({ bookId: book._id, recipientId, message, rating });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'message') setMessageError(translateIssue(issue.message));
      else setError(issue ? translateIssue(issue.message) : errorText);
      return;
    }
    setError(null);
    const friendName = friends.find((f) => f._id === recipientId)?.name ?? 'your friend';
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('recommend.done', { title: book.title, name: friendName }));
        onClose();
      },
      onError: (e) => setError(e instanceof ApiError && e.message ? e.message : errorText),
    });
  };

  const hint = canCustomize
    ? t('recommend.upTo', { max: MAX_RECOMMENDATION_MESSAGE_LENGTH })
    : t('recommend.upgradeHint');

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!send.isPending}
      title={t('recommend.title')}
      description={
        book
          ? book.author
            ? t('recommend.descriptionBy', { title: book.title, author: book.author })
            : t('recommend.description', { title: book.title })
          : undefined
      }
      footer={
        hasFriends ? (
          <>
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              loading={send.isPending}
              disabled={!recipientId || !message.trim()}
            >
              {send.isPending ? t('common.sending') : t('recommend.send')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {friendsQuery.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('friends.loading')}</p>
      ) : friendsQuery.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {friendsQuery.error.message || t('friends.loadFailed')}
        </p>
      ) : !hasFriends ? (
        <div className="space-y-4">
          <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
            <p className="font-medium text-slate-900 dark:text-slate-100">{t('recommend.noFriends')}</p>
            <p className="mt-1">
              {t('recommend.inviteHint')}{' '}
              <Link
                to="/dashboard/friends"
                className="font-medium text-brand-600 underline hover:text-brand-700 dark:text-indigo-300 dark:hover:text-indigo-200"
              >
                {t('recommend.friendsPage')}
              </Link>
              .
            </p>
          </div>
          <InviteFriendForm description="" />
        </div>
      ) : (
        <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
          {error ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/60 dark:text-red-300"
            >
              {error}
            </p>
          ) : null}
          <Select
            label={t('recommend.friend')}
            value={recipientId}
            onChange={(e) => setRecipientId(e.target.value)}
            required
          >
            <option value="">{t('recommend.selectFriend')}</option>
            {friends.map((f) => (
              <option key={f._id} value={f._id}>
                {f.name} ({f.email})
              </option>
            ))}
          </Select>
          <FieldShell
            id={messageId}
            label={t('recommend.message')}
            hint={hint}
            error={messageError ?? undefined}
          >
            <textarea
              id={messageId}
              value={message}
              readOnly={!canCustomize}
              required
              rows={4}
              maxLength={MAX_RECOMMENDATION_MESSAGE_LENGTH}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={describedBy(messageId, { hint, error: messageError ?? undefined })}
              onChange={(e) => {
                setMessage(e.target.value);
                setMessageError(null);
              }}
              className={canCustomize ? inputClasses(Boolean(messageError), 'resize-y') : readOnlyClasses}
            />
          </FieldShell>
          {canCustomize ? null : (
            <p className="text-sm">
              <Link
                to="/dashboard/subscription"
                className="font-medium text-brand-600 underline hover:text-brand-700 dark:text-indigo-300 dark:hover:text-indigo-200"
              >
                {t('recommend.seePremium')}
              </Link>
            </p>
          )}
          <div className="space-y-1">
            <p aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('recommend.yourRating')}
            </p>
            <StarRating value={rating} onChange={setRating} label={t('recommend.yourRating')} size="md" />
          </div>
        </form>
      )}
    </Modal>
  );
}
