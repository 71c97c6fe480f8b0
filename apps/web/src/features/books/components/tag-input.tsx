import { MAX_TAGS } from '@shelfwise/contract';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { addTag, addTags, removeTag, tagSuggestions } from '../lib/tags.ts';

/**
 * Tags of spec §5: added with Enter or comma, Backspace on an empty input removes the last,
 * at most 10 (input disabled with 'Maximum 10 tags allowed'), suggestions from the presets and the
 * user's own tags, up to 8, filtered by what is typed.
 */
export function TagInput({
  tags,
  onChange,
  ownTags = [],
  max = MAX_TAGS,
  label,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  ownTags?: readonly string[];
  max?: number;
  label?: string;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const atLimit = tags.length >= max;
  const suggestions = atLimit ? [] : tagSuggestions(draft, tags, ownTags);

  const commit = (next: readonly string[]) => {
    if (next !== tags) onChange([...next]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter must not submit the surrounding form; a comma must not land in the input.
      event.preventDefault();
      commit(addTag(tags, draft, max));
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      commit(tags.slice(0, -1));
    }
  };

  const onInput = (value: string) => {
    // A paste such as 'Fiction, Kindle' adds every complete part and keeps the rest typed.
    if (value.includes(',')) {
      const parts = value.split(',');
      const rest = parts.pop() ?? '';
      commit(addTags(tags, parts.join(','), max));
      setDraft(rest);
    } else setDraft(value);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label ?? t('tags.label')}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">
          ({tags.length}/{max})
        </span>
      </label>
      {tags.length > 0 ? (
        <ul aria-label={t('tags.chosen')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
            >
              {tag}
              <button
                type="button"
                onClick={() => commit(removeTag(tags, tag))}
                aria-label={t('tags.remove', { tag })}
                className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-700/50"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        value={draft}
        disabled={atLimit}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // What was typed but not confirmed is still meant as a tag.
          if (draft.trim()) {
            commit(addTag(tags, draft, max));
            setDraft('');
          }
        }}
        placeholder={atLimit ? t('tags.max', { max }) : t('tags.placeholder')}
        aria-describedby={`${id}-hint`}
        className={inputClasses(false)}
      />
      <p
        id={`${id}-hint`}
        className={`text-xs ${atLimit ? 'text-amber-700 dark:text-amber-300' : 'text-slate-500 dark:text-slate-400'}`}
        aria-live="polite"
      >
        {atLimit ? t('tags.max', { max }) : t('tags.hint')}
      </p>
      {suggestions.length > 0 ? (
        <div>
          <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">{t('tags.suggestions')}</p>
          <ul aria-label={t('tags.suggestionsList')} className="flex flex-wrap gap-1.5">
            {suggestions.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  // Keeps focus (and the typed text) from the blur handler until the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    commit(addTag(tags, tag, max));
                    setDraft('');
                  }}
                  aria-label={t('tags.add', { tag })}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-2.5 py-0.5 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:border-brand-500 dark:hover:text-brand-100"
                >
                  <Plus aria-hidden="true" className="h-3 w-3" />
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
