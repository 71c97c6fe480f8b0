import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function BorrowersPage() {
  return <Placeholder title="Borrowers" />;
}
