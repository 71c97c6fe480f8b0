import { useSearchParams } from 'react-router';
import { SessionProvider } from '../../features/auth/index.ts';
import { SandboxCheckoutScreen } from '../../features/subscription/index.ts';

/** `/checkout/sandbox?session=`: the TEST MODE checkout of a server without payment keys. */
export default function SandboxCheckoutPage() {
  const [search] = useSearchParams();
  return (
    <SessionProvider>
      <SandboxCheckoutScreen session={search.get('session') ?? ''} />
    </SessionProvider>
  );
}
