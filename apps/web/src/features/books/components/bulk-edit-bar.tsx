import { bulkBookActionSchema, type ReadingStatus, readingStatuses } from '@shelfwise/contract';
import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useBulkEditBooks } from '../api/bulk-edit-books.ts';
import { TagInput } from './tag-input.tsx';

const bulkActions = ['addTags', 'removeTags', 'setCategory', 'setReadingStatus'] as const;
type BulkAction = (typeof bulkActions)[number];

const doneMessages = {
  addTags: 'bulk.done.addTags',
  removeTags: 'bulk.done.removeTags',
  setCategory: 'bulk.done.setCategory',
  setReadingStatus: 'bulk.done.setReadingStatus',
} as const;

const actionLabels = {
  addTags: 'bulk.addTags',
  removeTags: 'bulk.removeTags',
  setCategory: 'bulk.setCategory',
  setReadingStatus: 'bulk.setReadingStatus',
} as const;

/**
 * The bar's form: which change, and the value for it. It is checked with the contract's bulk-edit
 * schema (the one the server validates with), so a missing tag is refused beside the tag field.
 */
const bulkFormSchema = z
  .object({
    action: z.enum(bulkActions),
    tags: z.array(z.string()),
    category: z.string(),
    readingStatus: z.enum(['', ...readingStatuses]),
  })
  .transform((v, ctx) => {
    const change =
      v.action === 'setCategory'
        ? { action: v.action, category: v.category }
        : v.action === 'setReadingStatus'
          ? { action: v.action, readingStatus: v.readingStatus || null }
          : { action: v.action, tags: v.tags };
    const checked = bulkBookActionSchema.safeParse(change);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  });

const initial: z.input<typeof bulkFormSchema> = {
  action: 'addTags',
  tags: [],
  category: '',
  readingStatus: 'read',
};

/**
 * What the library offers for the selected books: add or remove tags, set the category or the
 * reading status (one POST /api/books/bulk, all or nothing; the list refreshes after), clear the
 * selection, or delete them.
 */
export function BulkEditBar({
  selectedIds,
  ownTags,
  categories,
  onClear,
  onDelete,
}: {
  selectedIds: ReadonlySet<string>;
  ownTags: readonly string[];
  categories: readonly string[];
  onClear: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const categoriesId = useId();
  const errorId = useId();
  const form = useZodForm(bulkFormSchema, initial, { formRef, keepsWork: false });
  const bulk = useBulkEditBooks();
  const { values, set } = form;
  const count = selectedIds.size;

  const apply = form.handleSubmit(async (change) => {
    const result = await bulk.mutateAsync({ ids: [...selectedIds], ...change });
    if (change.action === 'delete') return;
    toast.success(t(doneMessages[change.action], { count: result.changed }));
    // The next change starts from a clean field; the chosen action stays.
    form.reset({ ...initial, action: values.action });
  });

  return (
    <section
      aria-label={t('library.selection')}
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-slate-800 dark:text-slate-100" aria-live="polite">
          {t('library.selected', { count })}
        </span>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('library.clearSelection')}
        </Button>
        <Button variant="danger" size="sm" className="ml-auto" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('library.deleteSelected')}
        </Button>
      </div>
      <form
        ref={formRef}
        noValidate
        onSubmit={apply}
        aria-label={t('bulk.form', { count })}
        aria-describedby={form.formError ? errorId : undefined}
        className="flex flex-col gap-3 border-t border-brand-100 pt-3 sm:flex-row sm:flex-wrap sm:items-start dark:border-slate-700"
      >
        <div className="sm:w-56">
          <Select
            label={t('bulk.change')}
            value={values.action}
            onChange={(e) => set('action', e.target.value as BulkAction)}
            options={bulkActions.map((a) => ({ value: a, label: t(actionLabels[a]) }))}
          />
        </div>
        <div className="min-w-0 sm:flex-1">
          {values.action === 'addTags' || values.action === 'removeTags' ? (
            <div>
              <TagInput
                label={values.action === 'addTags' ? t('bulk.tagsToAdd') : t('bulk.tagsToRemove')}
                tags={values.tags}
                onChange={(tags) => set('tags', tags)}
                ownTags={ownTags}
              />
              {form.errors.tags ? (
                <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                  {form.errors.tags}
                </p>
              ) : null}
            </div>
          ) : values.action === 'setCategory' ? (
            <>
              <TextField
                label={t('bulk.category')}
                hint={t('bulk.categoryHint')}
                value={values.category}
                list={categoriesId}
                maxLength={100}
                onChange={(e) => set('category', e.target.value)}
                onBlur={() => form.touch('category')}
                error={form.errors.category}
              />
              <datalist id={categoriesId}>
                {categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          ) : (
            <Select
              label={t('reading.status')}
              value={values.readingStatus}
              onChange={(e) => set('readingStatus', e.target.value as ReadingStatus | '')}
              options={[
                ...readingStatuses.map((s) => ({ value: s, label: t(`reading.${s}`) })),
                { value: '', label: t('bulk.readingNone') },
              ]}
            />
          )}
        </div>
        <div className="sm:pt-6">
          <Button type="submit" loading={form.submitting} fullWidth className="sm:w-auto">
            {form.submitting ? t('bulk.applying') : t('bulk.apply', { count })}
          </Button>
        </div>
        {form.formError ? (
          <p
            id={errorId}
            role="alert"
            className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
          >
            {form.formError}
          </p>
        ) : null}
      </form>
    </section>
  );
}
