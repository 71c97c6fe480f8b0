import type { NewBook, ReadingFields, SettableBookStatus } from '@shelfwise/contract';
import { AppError } from '../../http/errors.ts';
import type { BookValues } from './books.repository.ts';

type Written = Pick<NewBook, 'status'> & ReadingFields;

/**
 * What a written book's status and reading fields become in the row. 'Reading' and 'Completed' sent
 * as `status` (the spec's edit form) are reading statuses of an Available book: they set
 * `readingStatus` unless it is sent too, and a 'Completed' book counts one reading at least.
 * Only the fields sent are in the answer (an edit leaves the others as they are).
 */
export function readingValues(input: Written, current?: { readCount: number }): Partial<BookValues> {
  const values: Partial<BookValues> = {};
  let status: SettableBookStatus | undefined;
  let reading = input.readingStatus;
  if (input.status === 'Reading' || input.status === 'Completed') {
    status = 'Available';
    reading ??= input.status === 'Reading' ? 'reading' : 'read';
  } else {
    status = input.status;
  }
  if (status !== undefined) values.status = status;
  if (reading !== undefined) values.readingStatus = reading;
  if (input.startedOn !== undefined) values.startedOn = input.startedOn;
  if (input.finishedOn !== undefined) values.finishedOn = input.finishedOn;
  if (input.readCount !== undefined) values.readCount = input.readCount;
  else if (reading === 'read' && (current?.readCount ?? 0) === 0) values.readCount = 1;
  if (input.pages !== undefined) values.pages = input.pages;
  if (input.publisher !== undefined) values.publisher = input.publisher;
  if (input.publishedYear !== undefined) values.publishedYear = input.publishedYear;
  return values;
}

/** 400 when a finish date comes before the start date (both as they will be stored). */
export function assertDatesInOrder(
  startedOn: string | null | undefined,
  finishedOn: string | null | undefined,
) {
  if (startedOn && finishedOn && finishedOn < startedOn) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'finishedOn: The finish date cannot be before the start date',
    );
  }
}
