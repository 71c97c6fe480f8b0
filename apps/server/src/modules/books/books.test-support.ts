import {
  type Book,
  type BookPage,
  bookHolderSchema,
  bookListItemSchema,
  type bookPageSchema,
  type PlanId,
  paginationSchema,
} from '@shelfwise/contract';
import { expect } from 'vitest';
import { z } from 'zod';
import { createUser } from '../../../test/factories/index.ts';
import type { TestApp } from '../../../test/harness.ts';

/** What the books test files share: the routes as a person's client calls them. */

export type Headers = { authorization: string };

export const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

export async function addBook(t: TestApp, headers: Headers, body: Record<string, unknown>): Promise<Book> {
  const res = await t.app.inject({ method: 'POST', url: '/api/books', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Book;
}

/**
 * The list's answer as the contract has it, with no field more: the server writes it without the
 * contract's check (http/serializers.ts), so every list a test reads is checked here instead.
 */
const strictBookPage = z.strictObject({
  data: z.array(
    bookListItemSchema
      .extend({
        currentLoan: bookHolderSchema
          .extend({ borrower: bookHolderSchema.shape.borrower.strict() })
          .strict()
          .nullable(),
      })
      .strict(),
  ),
  pagination: paginationSchema.strict(),
}) satisfies z.ZodType<z.infer<typeof bookPageSchema>>;

/** A 200 answer of GET /api/books, checked against the contract strictly. */
export function bookPageOf(res: { statusCode: number; body: string; json(): unknown }): BookPage {
  expect(res.statusCode, res.body).toBe(200);
  const checked = strictBookPage.safeParse(res.json());
  expect(checked.error?.issues ?? []).toEqual([]);
  return res.json() as BookPage;
}

export async function listBooks(
  t: TestApp,
  headers: Headers,
  query: Record<string, string | number> = {},
): Promise<BookPage> {
  return bookPageOf(
    await t.app.inject({ method: 'GET', url: '/api/books', headers, query: stringify(query) }),
  );
}

export const userWith = (t: TestApp, plan: PlanId) => createUser(t, { plan });
