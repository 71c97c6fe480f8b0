/** Every loans query lives under ['loans']. Lending and returning also change books and borrowers. */
export const loanKeys = {
  all: ['loans'] as const,
  list: ['loans', 'list'] as const,
  lendingBorrowers: ['borrowers', 'list'] as const,
};

/** Query keys of other screens a loan changes (the book's status, a borrower's loan counts). */
export const affectedByLoans = [['loans'], ['books'], ['borrowers']] as const;
