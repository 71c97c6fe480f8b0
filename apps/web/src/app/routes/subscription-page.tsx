import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function SubscriptionPage() {
  return <Placeholder title="Subscription" />;
}
