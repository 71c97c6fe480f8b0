import {
  createRecommendationSchema,
  defaultRecommendationMessage,
  MAX_RECOMMENDATION_MESSAGE_LENGTH,
  type PlanId,
  plans,
} from '@shelfwise/contract';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { StarRating } from '../../books/index.ts';
import { useCreateRecommendation } from '../api/create-recommendation.ts';
import { useFriends } from '../api/get-friends.ts';
import { InviteFriendForm } from './invite-friend-form.tsx';

// Visibly not editable (a read-only field would otherwise look like any other).
const readOnlyClasses =
  'block w-full resize-none rounded-lg border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300';

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
  /** Shown when sending fails and the server gave no message (spec §8: 'Failed to send recommendation', the default). */
  errorText?: string;
}

/**
 * Recommend Book (spec §2 Library dialogs, §5 Recommend): a friend and a message are required; the
 * message starts as the default built from title and author and is editable only on premium; the
 * rating starts at the book's. With no friends yet it offers to invite one by email. Mounted only
 * while open, so each opening starts from the book.
 */
export function RecommendBookDialog(props: RecommendBookDialogProps) {
  return props.book ? <RecommendBookForm key={props.book._id} {...props} book={props.book} /> : null;
}

function RecommendBookForm({
  book,
  plan,
  onClose,
  errorText,
}: RecommendBookDialogProps & { book: RecommendableBook }) {
  const t = useT();
  const friendsQuery = useFriends(true);
  const send = useCreateRecommendation();
  const canCustomize = plans[plan].canCustomizeRecommendation;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(
    createRecommendationSchema,
    { bookId: book._id, recipientId: '', message: defaultRecommendationMessage(book), rating: book.rating },
    { formRef, fallbackMessage: errorText ?? t('error.sendRecommendation') },
  );
  const { values, errors } = form;
  const messageId = useId();
  const formId = useId();
  const friends = friendsQuery.data ?? [];
  const hasFriends = friends.length > 0;

  const close = () => {
    if (send.isPending) return;
    onClose();
  };

  const submit = form.handleSubmit(async (recommendation) => {
    await send.mutateAsync(recommendation);
    const friend = friends.find((f) => f._id === recommendation.recipientId);
    toast.success(
      t('recommend.done', { title: book.title, name: friend?.name ?? t('recommend.yourFriend') }),
    );
    onClose();
  });

  const hint = canCustomize
    ? t('recommend.upTo', { max: MAX_RECOMMENDATION_MESSAGE_LENGTH })
    : t('recommend.upgradeHint');

  return (
    <Modal
      open
      onClose={close}
      dismissible={!send.isPending}
      title={t('recommend.title')}
      description={
        book.author
          ? t('recommend.descriptionBy', { title: book.title, author: book.author })
          : t('recommend.description', { title: book.title })
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
              disabled={!values.recipientId || !values.message.trim()}
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
          <InviteFriendForm showLead={false} />
        </div>
      ) : (
        <form id={formId} ref={formRef} onSubmit={submit} className="space-y-4" noValidate>
          {form.formError ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/60 dark:text-red-300"
            >
              {form.formError}
            </p>
          ) : null}
          <Select
            label={t('recommend.friend')}
            value={values.recipientId}
            onChange={(e) => form.set('recipientId', e.target.value)}
            onBlur={() => form.touch('recipientId')}
            error={errors.recipientId}
            required
          >
            <option value="">{t('recommend.selectFriend')}</option>
            {friends.map((f) => (
              <option key={f._id} value={f._id}>
                {f.name} ({f.email})
              </option>
            ))}
          </Select>
          <FieldShell id={messageId} label={t('recommend.message')} hint={hint} error={errors.message}>
            <textarea
              id={messageId}
              value={values.message}
              readOnly={!canCustomize}
              required
              rows={4}
              maxLength={MAX_RECOMMENDATION_MESSAGE_LENGTH}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy(messageId, { hint, error: errors.message })}
              onChange={(e) => form.set('message', e.target.value)}
              onBlur={() => form.touch('message')}
              className={canCustomize ? inputClasses(Boolean(errors.message), 'resize-y') : readOnlyClasses}
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
            <StarRating
              value={values.rating ?? 0}
              onChange={(rating) => form.set('rating', rating)}
              label={t('recommend.yourRating')}
              size="md"
            />
          </div>
        </form>
      )}
    </Modal>
  );
}
