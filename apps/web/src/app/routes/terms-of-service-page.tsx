import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function TermsOfServicePage() {
  return <Placeholder title="Terms of Service" />;
}
