import {
  type IsbnListResult,
  isbnListBodySchema,
  MAX_BATCH_BOOKS,
  MAX_ISBN_LIST_LENGTH,
  parseIsbnList,
} from '@shelfwise/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useAddIsbnList } from '../api/add-isbn-list.ts';

type Rejected = IsbnListResult['rejected'];

function BadLines({ rejected }: { rejected: Rejected }) {
  const t = useT();
  if (rejected.length === 0) return null;
  return (
    <div className="mt-2">
      <p>{t('isbnList.badLines', { count: rejected.length })}</p>
      <ul className="mt-1 list-disc pl-5">
        {rejected.map((r) => (
          <li key={r.line}>
            <span className="font-medium">{t('isbnList.line', { line: r.line, text: r.text })}</span>{' '}
            {translateIssue(r.reason)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Batch add by ISBN (issue 27): a pasted list, one ISBN a line. The page reads the lines first
 * (the contract's parseIsbnList, as the server does) and sends nothing when none is an ISBN or
 * there are too many; the server looks each one up and adds it, or adds it with its ISBN only.
 */
export function IsbnListForm({ onAdded }: { onAdded?: () => void }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(isbnListBodySchema, { text: '' }, { formRef, fallbackMessage: t('add.failed') });
  const add = useAddIsbnList();
  const [result, setResult] = useState<IsbnListResult | null>(null);
  const [problem, setProblem] = useState<{ message: string; rejected: Rejected } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result || problem) resultRef.current?.focus();
  }, [result, problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setResult(null);
    const { isbns, rejected } = parseIsbnList(form.values.text);
    if (isbns.length + rejected.length > MAX_BATCH_BOOKS) {
      setProblem({ message: t('isbnList.tooMany', { max: MAX_BATCH_BOOKS }), rejected: [] });
      return;
    }
    if (form.values.text.trim() !== '' && isbns.length === 0) {
      setProblem({ message: t('isbnList.noneValid'), rejected });
      return;
    }
    form.handleSubmit(async ({ text }) => {
      const answer = await add.mutateAsync(text);
      setResult(answer);
      form.reset({ text: '' });
      onAdded?.();
    })(event);
  };

  const notice =
    result?.catalogue === 'not-on-plan'
      ? t('isbnList.notOnPlan')
      : result?.catalogue === 'unavailable' && result.isbnOnly > 0
        ? t('isbnList.unavailable')
        : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-3" aria-label={t('isbnList.title')}>
      <TextArea
        label={t('isbnList.label')}
        hint={t('isbnList.hint', { max: MAX_BATCH_BOOKS })}
        rows={5}
        maxLength={MAX_ISBN_LIST_LENGTH}
        value={form.values.text}
        onChange={(e) => form.set('text', e.target.value)}
        onBlur={() => form.touch('text')}
        error={form.errors.text}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
      />
      {problem || form.formError ? (
        <div
          ref={resultRef}
          role="alert"
          tabIndex={-1}
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 dark:bg-red-950/50 dark:text-red-200"
        >
          <p className="font-medium">{problem?.message ?? form.formError}</p>
          <BadLines rejected={problem?.rejected ?? []} />
        </div>
      ) : null}
      {result ? (
        <div
          ref={resultRef}
          role="status"
          tabIndex={-1}
          className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 dark:bg-green-950/50 dark:text-green-100"
        >
          <p className="font-medium">
            {t('isbnList.added', { count: result.added })}
            {result.skipped > 0 ? ` ${t('isbnList.skipped', { count: result.skipped })}` : ''}
          </p>
          {result.isbnOnly > 0 ? (
            <p className="mt-1">{t('isbnList.isbnOnly', { count: result.isbnOnly })}</p>
          ) : null}
          {notice ? <p className="mt-1">{notice}</p> : null}
          {result.catalogue === 'not-on-plan' ? (
            <Link
              to="/subscriptions"
              className="mt-1 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100"
            >
              {t('add.seePlans')}
            </Link>
          ) : null}
          <BadLines rejected={result.rejected} />
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="secondary"
          disabled={form.values.text.trim() === '' || add.isPending}
          loading={add.isPending}
        >
          {add.isPending ? t('add.adding') : t('isbnList.submit')}
        </Button>
      </div>
    </form>
  );
}
