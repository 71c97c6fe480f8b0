import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function LandingPage() {
  return <Placeholder title="Shelfwise" />;
}
