import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** `GET /api/payments/receipt-pdf/{reference}`, saved as receipt-{reference}.pdf (spec §7). */
export async function downloadReceipt(reference: string): Promise<void> {
  const blob = await apiDownload(
    `/api/payments/receipt-pdf/${encodeURIComponent(reference)}`,
    t('error.downloadReceiptPdf'),
  );
  saveBlob(blob, `receipt-${reference}.pdf`);
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
