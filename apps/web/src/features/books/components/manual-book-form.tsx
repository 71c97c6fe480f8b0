import { ISBN_PATTERN, type NewBookInput, newBookSchema, normalizeIsbn, toIsbn13 } from '@shelfwise/contract';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { t as translate, useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { BookExtraFields } from './book-extra-fields.tsx';
import { RatingField } from './star-rating.tsx';
import { TagInput } from './tag-input.tsx';

/** Spec §5: blank, or 10 to 13 digits (spaces and hyphens ignored). */
export const isbnError = (isbn: string) =>
  isbn.trim() && !ISBN_PATTERN.test(normalizeIsbn(isbn)) ? translate('book.isbnInvalid') : undefined;

/**
 * Advice, not a rule: 10 to 13 digits are accepted (spec §9), but a 10- or 13-digit ISBN whose check
 * digit is wrong is most likely a typo worth a second look.
 */
export const isbnAdvice = (isbn: string) => {
  const value = normalizeIsbn(isbn);
  if (isbnError(isbn) || (value.length !== 10 && value.length !== 13)) return undefined;
  return toIsbn13(value).ok ? undefined : translate('book.isbnCheck');
};

/**
 * Manual add (spec §5): the New-book draft of §3. Title and author are required: the add button
 * stays disabled without them, and a submit without them says 'Title and author required'.
 */
export function ManualBookForm({
  titleRef,
  initialIsbn = '',
  initialTitle = '',
  canWriteNotes = false,
  ownTags,
  busy,
  onSubmit,
}: {
  titleRef?: Ref<HTMLInputElement>;
  initialIsbn?: string;
  /** What the reader typed in the catalogue search when it was not an ISBN. */
  initialTitle?: string;
  /** Notes are a Basic feature (the plan table). */
  canWriteNotes?: boolean;
  ownTags: readonly string[];
  busy: boolean;
  /** Sends the draft; a rejection (e.g. the server's field refusals) is shown by the form. */
  onSubmit: (draft: NewBookInput) => Promise<unknown>;
}) {
  const t = useT();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(
    newBookSchema,
    {
      title: initialTitle,
      author: '',
      isbn: initialIsbn,
      category: '',
      description: '',
      rating: 0,
      tags: [],
      notes: '',
      readingStatus: null,
      startedOn: null,
      finishedOn: null,
      readCount: 0,
      pages: null,
      publisher: '',
      publishedYear: null,
    },
    { formRef, fallbackMessage: t('add.failedOne') },
  );
  const { values, errors } = form;
  const [missing, setMissing] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A server refusal is read where the user is looking: focus moves to it, and it is announced.
  useEffect(() => {
    if (form.formError) errorRef.current?.focus();
  }, [form.formError]);
  const complete = values.title.trim() !== '' && values.author.trim() !== '';
  const isbn = values.isbn ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setMissing(true);
      return;
    }
    setMissing(false);
    form.handleSubmit((draft) =>
      onSubmit({
        ...draft,
        isbn: draft.isbn ?? '',
        description: draft.description ?? '',
        category: draft.category ?? '',
      }),
    )();
  };

  const text = (field: 'title' | 'author' | 'isbn' | 'category' | 'description') => ({
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
    onBlur: () => form.touch(field),
    error: errors[field],
  });

  return (
    <form
      id={formId}
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('book.manualForm')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField ref={titleRef} label={t('book.title')} required {...text('title')} autoComplete="off" />
        <TextField label={t('book.author')} required {...text('author')} autoComplete="off" />
        <TextField
          label={t('book.isbn')}
          inputMode="numeric"
          {...text('isbn')}
          hint={isbnAdvice(isbn) ?? t('book.isbnHint')}
          autoComplete="off"
        />
        <TextField label={t('book.category')} {...text('category')} />
      </div>
      <TextArea label={t('book.description')} {...text('description')} />
      <RatingField value={values.rating ?? 0} onChange={(n) => form.set('rating', n)} />
      <TagInput tags={values.tags ?? []} onChange={(tags) => form.set('tags', tags)} ownTags={ownTags} />
      <BookExtraFields form={form} canWriteNotes={canWriteNotes} />
      {missing || form.formError ? (
        <p
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="rounded-sm text-sm text-red-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 dark:text-red-400"
        >
          {missing ? t('book.titleAuthorRequired') : form.formError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!complete || form.submitting} loading={busy}>
          {busy ? t('add.adding') : t('library.addBook')}
        </Button>
      </div>
    </form>
  );
}
