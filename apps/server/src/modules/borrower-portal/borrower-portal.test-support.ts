import type { Borrower, Loan } from '@shelfwise/contract';
import { createBook, createBorrower, createLoan } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import type { TestApp } from '../../../test/harness.ts';

/** The token of the last `/borrower/{token}` link mailed to `address` (the outbox, newest first). */
export async function pageTokenMailedTo(t: TestApp, address: string): Promise<string> {
  const { rows } = await t.pool.query<{ text: string }>(
    'select text from mail_outbox where lower("to") = lower($1) order by created_at desc, id desc',
    [address],
  );
  for (const row of rows) {
    const token = /\/borrower\/([A-Za-z0-9_-]{43})/.exec(row.text)?.[1];
    if (token) return token;
  }
  throw new Error(`no borrower page link mailed to ${address}`);
}

/**
 * A loan to a new borrower of `owner`, with the page token its confirmation mail carries (the way
 * a borrower gets it).
 */
export async function lendWithLink(
  t: TestApp,
  owner: CreatedUser,
  options: { returnDate?: string; borrower?: Borrower; title?: string } = {},
): Promise<{ borrower: Borrower; loan: Loan; token: string }> {
  const borrower = options.borrower ?? (await createBorrower(t, owner));
  const book = await createBook(t, owner, options.title ? { title: options.title } : {});
  const loan = await createLoan(t, owner, {
    bookId: book._id,
    borrowerId: borrower._id,
    returnDate: options.returnDate,
  });
  return { borrower, loan, token: await pageTokenMailedTo(t, borrower.email) };
}

export const pagePath = (token: string) => `/api/borrower/${token}`;

export function readPage(t: TestApp, token: string, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url: pagePath(token) });
}

export function act(
  t: TestApp,
  token: string,
  loanId: string,
  action: 'received' | 'extension' | 'returned',
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `${pagePath(token)}/loans/${loanId}/${action}`,
    ...(payload ? { payload } : {}),
  });
}

/** Everything a borrower's action could change: loans, requests, activity, mail, links. */
export async function snapshot(t: TestApp, userId: string) {
  const q = async (sql: string) => (await t.pool.query(sql, [userId])).rows;
  return {
    loans: await q('select * from loans where user_id = $1 order by id'),
    requests: await q('select * from loan_requests where user_id = $1 order by id'),
    activity: await q('select * from activity_logs where user_id = $1 order by id'),
    outbox: await q('select id from mail_outbox where owner_user_id = $1 order by id'),
    links: await q('select * from borrower_links where user_id = $1 order by id'),
  };
}
