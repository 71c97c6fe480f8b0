import { useCurrentUser } from '../../features/auth/session.tsx';
import { BorrowersScreen } from '../../features/borrowers/components/borrowers-screen.tsx';

export default function BorrowersPage() {
  // The invitation names the lender and links to this site (spec §2 Borrowers).
  const user = useCurrentUser();
  return <BorrowersScreen lenderName={user.name} siteUrl={window.location.origin} />;
}
