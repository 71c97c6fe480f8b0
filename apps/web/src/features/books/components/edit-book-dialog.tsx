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
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useUpdateBook } from '../api/update-book.ts';
import { StarRating } from './star-rating.tsx';
import { TagInput } from './tag-input.tsx';

/** Spec §8: the server's message, else the error's own message, else this. */
export const UPDATE_FAILED = 'Failed to update book';

/**
 * Edit Book (spec §5): title, author and status required; isbn and category optional; rating
 * where clicking the current star again clears it; tags with the rules of §5. Never opened for a
 * Loaned book (the menu entry is disabled), and 'Loaned' is not offered: only lending sets it.
 */
export function EditBookDialog({
  book,
  onClose,
  ownTags,
}: {
  book: Book | null;
  onClose: () => void;
  ownTags: readonly string[];
}) {
  return book ? <EditBookForm key={book._id} book={book} onClose={onClose} ownTags={ownTags} /> : null;
}

function EditBookForm({
  book,
  onClose,
  ownTags,
}: {
  book: Book;
  onClose: () => void;
  ownTags: readonly string[];
}) {
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
    },
    { formRef, fallbackMessage: UPDATE_FAILED },
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
    toast.success(`"${saved.title}" updated`);
    onClose();
  });

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!update.isPending}
      title="Edit Book"
      size="lg"
      initialFocusRef={titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
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
          <TextField ref={titleRef} label="Title" required {...text('title')} />
          <TextField label="Author" required {...text('author')} />
          <Select
            label="Status"
            required
            value={values.status}
            onChange={(e) => form.set('status', e.target.value as SettableBookStatus)}
            options={settableBookStatuses.map((s) => ({ value: s, label: s }))}
          />
          <TextField label="ISBN" inputMode="numeric" {...text('isbn')} hint="10 to 13 digits, optional" />
          <TextField label="Category" {...text('category')} containerClassName="sm:col-span-2" />
        </div>
        <TextArea label="Description" {...text('description')} />
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Rating</p>
          <StarRating
            value={values.rating ?? 0}
            onChange={(n) => form.set('rating', n)}
            size="md"
            label="Rating"
          />
        </div>
        <TagInput tags={values.tags ?? []} onChange={(tags) => form.set('tags', tags)} ownTags={ownTags} />
      </form>
    </Modal>
  );
}
