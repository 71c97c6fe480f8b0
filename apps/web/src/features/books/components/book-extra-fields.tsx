import { type NewBookInput, type ReadingStatus, readingStatuses } from '@shelfwise/contract';
import { Select } from '../../../components/ui/select.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';

/** The fields shared by Add and Edit beyond the spec's draft: where the reader is with the book, and notes. */
type Extra = Pick<
  NewBookInput,
  | 'readingStatus'
  | 'startedOn'
  | 'finishedOn'
  | 'readCount'
  | 'pages'
  | 'publisher'
  | 'publishedYear'
  | 'notes'
>;

/** The Add or the Edit form (useZodForm of newBookSchema or updateBookSchema), as far as these fields go. */
export interface ExtraFieldsForm {
  values: Extra;
  errors: Partial<Record<keyof Extra & string, string>>;
  set: (...args: never[]) => void;
  touch: (...args: never[]) => void;
}
type Setter = <K extends keyof Extra & string>(name: K, value: Extra[K]) => void;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Reading status (want to read / reading / read, apart from where the book is), its dates and how
 * often it was read, pages, publisher and year, then notes. Notes are a Basic feature (spec §6): on
 * Free the box is read-only, with the way to get them.
 */
export function BookExtraFields({ form, canWriteNotes }: { form: ExtraFieldsForm; canWriteNotes: boolean }) {
  const t = useT();
  const { values, errors } = form;
  // Both forms' setters take these fields with these types (the edit schema extends the add schema).
  const set = form.set as unknown as Setter;
  const touch = form.touch as unknown as (name: keyof Extra & string) => void;
  const day = (field: 'startedOn' | 'finishedOn') => ({
    type: 'date',
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => set(field, e.target.value || null),
    onBlur: () => touch(field),
    error: errors[field],
  });
  const whole = (field: 'readCount' | 'pages' | 'publishedYear') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => {
      const n = numberOrNull(e.target.value);
      set(field, field === 'readCount' ? (n ?? 0) : n);
    },
    onBlur: () => touch(field),
    error: errors[field],
  });
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
          {t('reading.legend')}
        </legend>
        <Select
          label={t('reading.status')}
          value={values.readingStatus ?? ''}
          onChange={(e) => set('readingStatus', (e.target.value || null) as ReadingStatus | null)}
          options={[
            { value: '', label: t('reading.none') },
            ...readingStatuses.map((s) => ({ value: s, label: t(`reading.${s}`) })),
          ]}
        />
        <TextField label={t('reading.readCount')} min={0} {...whole('readCount')} />
        <TextField label={t('reading.started')} {...day('startedOn')} />
        <TextField label={t('reading.finished')} {...day('finishedOn')} />
        <TextField label={t('book.pages')} min={1} {...whole('pages')} />
        <TextField label={t('book.year')} {...whole('publishedYear')} />
        <TextField
          label={t('book.publisher')}
          value={values.publisher ?? ''}
          onChange={(e) => set('publisher', e.target.value)}
          onBlur={() => touch('publisher')}
          error={errors.publisher}
          containerClassName="sm:col-span-2"
        />
      </fieldset>
      <TextArea
        label={t('book.notes')}
        value={values.notes ?? ''}
        onChange={(e) => set('notes', e.target.value)}
        onBlur={() => touch('notes')}
        error={errors.notes}
        readOnly={!canWriteNotes}
        hint={canWriteNotes ? t('book.notesHint') : t('book.notesUpgrade')}
      />
    </>
  );
}
