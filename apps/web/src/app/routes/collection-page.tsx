import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function CollectionPage() {
  return <Placeholder title="My Library" />;
}
