import type { Borrower, BorrowerInput } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';
import type { CreatedUser } from './users.ts';

let counter = 0;

/** A borrower of `owner`, added through the borrowers service. */
export async function createBorrower(
  t: AppUnderTest,
  owner: CreatedUser,
  values: Partial<BorrowerInput> = {},
): Promise<Borrower> {
  const n = ++counter;
  return t.services.borrowers.create(owner.user.id, {
    name: `Borrower ${n}`,
    email: `borrower${n}-${owner.user.id.slice(0, 8)}@example.test`,
    phone: '+2348030000000',
    ...values,
  });
}
