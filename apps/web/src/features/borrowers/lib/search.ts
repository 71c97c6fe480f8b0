/** Spec §5: the borrower search matches name, email or phone, ignoring case. */
export function matchesBorrower(b: { name: string; email: string; phone: string }, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [b.name, b.email, b.phone].some((v) => v.toLowerCase().includes(t));
}
