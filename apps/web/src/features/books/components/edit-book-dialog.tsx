import {
  type Book,
  type SettableBookStatus,
  settableBookStatuses,
  updateBookSchema,
} from '@shelfwise/contract';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useUpdateBook } from '../api/update-book.ts';
import { BookExtraFields } from './book-extra-fields.tsx';
import { RatingField } from './star-rating.tsx';
import { TagInput } from './tag-input.tsx';

/**
 * Edit Book (spec §5): title, author and status required; isbn and category optional; rating
 * where clicking the current star again clears it; tags with the rules of §5; description, notes
 * and the reading fields (book-extra-fields.tsx). Never opened for a
 * Loaned book (the menu entry is disabled), and 'Loaned' is not offered: only lending sets it.
 */
export function EditBookDialog({
  book,
  onClose,
  ownTags,
  canWriteNotes,
}: {
  book: Book | null;
  onClose: () => void;
  ownTags: readonly string[];
  /** Notes are a Basic feature (the plan table): read-only on Free. */
  canWriteNotes: boolean;
}) {
  return book ? (
    <EditBookForm
      key={book._id}
      book={book}
      onClose={onClose}
      ownTags={ownTags}
      canWriteNotes={canWriteNotes}
    />
  ) : null;
}

function EditBookForm({
  book,
  onClose,
  ownTags,
  canWriteNotes,
}: {
  book: Book;
  onClose: () => void;
  ownTags: readonly string[];
  canWriteNotes: boolean;
}) {
  const t = useT();
  const formId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateBook();
  const form = useZodForm(
    updateBookSchema,
    {
      title: book.title,
      author: book.author,
      status: book.status === 'Loaned' ? 'Available' : (book.status as SettableBookStatus),
      isbn: book.isbn,
      category: book.category,
      rating: book.rating,
      tags: book.tags,
      description: book.description,
      notes: book.notes,
      readingStatus: book.readingStatus,
      startedOn: book.startedOn,
      finishedOn: book.finishedOn,
      readCount: book.readCount,
      pages: book.pages,
      publisher: book.publisher,
      publishedYear: book.publishedYear,
    },
    { formRef, fallbackMessage: t('edit.failed') },
  );
  const { values, errors } = form;
  const text = (field: 'title' | 'author' | 'isbn' | 'category' | 'description') => ({
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
    onBlur: () => form.touch(field),
    error: errors[field],
  });

  const submit = form.handleSubmit(async (input) => {
    const saved = await update.mutateAsync({ id: book._id, input });
    toast.success(t('edit.updated', { title: saved.title }));
    onClose();
  });

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!update.isPending}
      title={t('edit.title')}
      size="lg"
      initialFocusRef={titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {update.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        {form.formError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
          >
            {form.formError}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField ref={titleRef} label={t('book.title')} required {...text('title')} />
          <TextField label={t('book.author')} required {...text('author')} />
          <Select
            label={t('book.availability')}
            required
            value={values.status}
            onChange={(e) => form.set('status', e.target.value as SettableBookStatus)}
            options={settableBookStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <TextField label={t('book.isbn')} inputMode="numeric" {...text('isbn')} hint={t('book.isbnHint')} />
          <TextField label={t('book.category')} {...text('category')} containerClassName="sm:col-span-2" />
        </div>
        <TextArea label={t('book.description')} {...text('description')} />
        <RatingField value={values.rating ?? 0} onChange={(n) => form.set('rating', n)} />
        <TagInput tags={values.tags ?? []} onChange={(tags) => form.set('tags', tags)} ownTags={ownTags} />
        <BookExtraFields form={form} canWriteNotes={canWriteNotes} />
      </form>
    </Modal>
  );
}
