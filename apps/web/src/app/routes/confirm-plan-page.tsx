import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function ConfirmPlanPage() {
  return <Placeholder title="Confirm your Plan" />;
}
