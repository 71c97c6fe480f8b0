import { type Book, normalizeIsbn, type SettableBookStatus, settableBookStatuses } from '@shelfwise/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateBook } from '../api/update-book.ts';
import { isbnError } from './manual-book-form.tsx';
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
  const [title, setTitle] = useState(book.title);
  const [author, setAuthor] = useState(book.author);
  const [status, setStatus] = useState<SettableBookStatus>(
    book.status === 'Loaned' ? 'Available' : (book.status as SettableBookStatus),
  );
  const [isbn, setIsbn] = useState(book.isbn);
  const [category, setCategory] = useState(book.category);
  const [rating, setRating] = useState(book.rating);
  const [tags, setTags] = useState<string[]>(book.tags);
  const [description, setDescription] = useState(book.description);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBook();

  const titleError = submitted && !title.trim() ? 'Title is required' : undefined;
  const authorError = submitted && !author.trim() ? 'Author is required' : undefined;
  const isbnProblem = isbnError(isbn);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!title.trim() || !author.trim() || isbnProblem) return;
    setError(null);
    update.mutate(
      {
        id: book._id,
        input: {
          title: title.trim(),
          author: author.trim(),
          isbn: normalizeIsbn(isbn),
          category: category.trim(),
          status,
          rating,
          tags,
          description: description.trim(),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(`"${saved.title}" updated`);
          onClose();
        },
        onError: (e) => setError(e.message || UPDATE_FAILED),
      },
    );
  };

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
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {error ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={titleRef}
            label="Title"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={titleError}
          />
          <TextField
            label="Author"
            required
            value={author}
            onChange={(e) => setAuthor(e.target.value)}
            error={authorError}
          />
          <Select
            label="Status"
            required
            value={status}
            onChange={(e) => setStatus(e.target.value as SettableBookStatus)}
            options={settableBookStatuses.map((s) => ({ value: s, label: s }))}
          />
          <TextField
            label="ISBN"
            value={isbn}
            inputMode="numeric"
            onChange={(e) => setIsbn(e.target.value)}
            error={submitted ? isbnProblem : undefined}
            hint="10 to 13 digits, optional"
          />
          <TextField
            label="Category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            containerClassName="sm:col-span-2"
          />
        </div>
        <TextArea label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Rating</p>
          <StarRating value={rating} onChange={setRating} size="md" label="Rating" />
        </div>
        <TagInput tags={tags} onChange={setTags} ownTags={ownTags} />
      </form>
    </Modal>
  );
}
