import type { Book, BookPage, PlanId } from '@shelfwise/contract';
import { expect } from 'vitest';
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

export async function listBooks(
  t: TestApp,
  headers: Headers,
  query: Record<string, string | number> = {},
): Promise<BookPage> {
  const res = await t.app.inject({ method: 'GET', url: '/api/books', headers, query: stringify(query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookPage;
}

export const userWith = (t: TestApp, plan: PlanId) => createUser(t, { plan });
