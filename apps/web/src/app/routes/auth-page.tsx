import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function AuthPage() {
  return <Placeholder title="Sign in" />;
}
