import { LoansScreen } from '../../features/loans/index.ts';

export default function LoansPage() {
  return <LoansScreen />;
}
