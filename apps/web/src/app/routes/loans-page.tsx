import { LoansScreen } from '../../features/loans/components/loans-screen.tsx';

export default function LoansPage() {
  return <LoansScreen />;
}
