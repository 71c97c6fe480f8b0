import { useCurrentUser } from '../../features/auth/index.ts';
import { BorrowersScreen } from '../../features/borrowers/index.ts';

export default function BorrowersPage() {
  // The invitation names the lender and links to this site (spec §2 Borrowers).
  const user = useCurrentUser();
  return <BorrowersScreen lenderName={user.name} siteUrl={window.location.origin} />;
}
