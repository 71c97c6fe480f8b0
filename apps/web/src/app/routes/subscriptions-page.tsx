import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function SubscriptionsPage() {
  return <Placeholder title="Choose your plan" />;
}
