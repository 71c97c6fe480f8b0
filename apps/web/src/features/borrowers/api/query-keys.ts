/** Every borrowers query lives under ['borrowers'] (the loan dialog's list too). */
export const borrowerKeys = {
  all: ['borrowers'] as const,
  withCounts: ['borrowers', 'with-counts'] as const,
};
