import { ISBN_PATTERN, type NewBookInput, normalizeIsbn, toIsbn13 } from '@shelfwise/contract';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { StarRating } from './star-rating.tsx';
import { TagInput } from './tag-input.tsx';

export const TITLE_AND_AUTHOR_REQUIRED = 'Title and author required';

/** Spec §5: blank, or 10 to 13 digits (spaces and hyphens ignored). */
export const isbnError = (isbn: string) =>
  isbn.trim() && !ISBN_PATTERN.test(normalizeIsbn(isbn)) ? 'ISBN must be 10 to 13 digits' : undefined;

/**
 * Advice, not a rule: 10 to 13 digits are accepted (spec §9), but a 10- or 13-digit ISBN whose check
 * digit is wrong is most likely a typo worth a second look.
 */
export const isbnAdvice = (isbn: string) => {
  const value = normalizeIsbn(isbn);
  if (isbnError(isbn) || (value.length !== 10 && value.length !== 13)) return undefined;
  return toIsbn13(value).ok ? undefined : 'Its check digit does not match: check for a typo';
};

/**
 * Manual add (spec §5): the New-book draft of §3. Title and author are required: the add button
 * stays disabled without them, and a submit without them says 'Title and author required'.
 */
export function ManualBookForm({
  titleRef,
  initialIsbn = '',
  ownTags,
  busy,
  onSubmit,
}: {
  titleRef?: Ref<HTMLInputElement>;
  initialIsbn?: string;
  ownTags: readonly string[];
  busy: boolean;
  onSubmit: (draft: NewBookInput) => void;
}) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const [isbn, setIsbn] = useState(initialIsbn);
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [rating, setRating] = useState(0);
  const [tags, setTags] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isbnTouched, setIsbnTouched] = useState(Boolean(initialIsbn));
  const complete = title.trim() !== '' && author.trim() !== '';
  const isbnProblem = isbnError(isbn);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setError(TITLE_AND_AUTHOR_REQUIRED);
      return;
    }
    if (isbnProblem) {
      setIsbnTouched(true);
      return;
    }
    setError(null);
    onSubmit({
      title: title.trim(),
      author: author.trim(),
      isbn: normalizeIsbn(isbn),
      description: description.trim(),
      category: category.trim(),
      rating,
      tags,
    });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label="Add a book manually">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={titleRef}
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Author"
          required
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="ISBN"
          value={isbn}
          inputMode="numeric"
          onChange={(e) => setIsbn(e.target.value)}
          onBlur={() => setIsbnTouched(true)}
          error={isbnTouched ? isbnProblem : undefined}
          hint={isbnAdvice(isbn) ?? '10 to 13 digits, optional'}
          autoComplete="off"
        />
        <TextField label="Category" value={category} onChange={(e) => setCategory(e.target.value)} />
      </div>
      <TextArea label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Rating</p>
        <StarRating value={rating} onChange={setRating} size="md" label="Rating" />
      </div>
      <TagInput tags={tags} onChange={setTags} ownTags={ownTags} />
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!complete} loading={busy}>
          {busy ? 'Adding...' : 'Add Book'}
        </Button>
      </div>
    </form>
  );
}
