import { useSearchParams } from 'react-router';
import { UnsubscribeScreen } from '../../features/unsubscribe/index.ts';

/** `/unsubscribe?token=…`: public, linked from every email to a borrower. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return <UnsubscribeScreen token={params.get('token') ?? ''} />;
}
