import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function LoansPage() {
  return <Placeholder title="Book Loans" />;
}
