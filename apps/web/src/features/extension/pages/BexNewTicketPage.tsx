import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { CaptureGate } from '../components/CaptureGate';
import { CaptureTicketForm } from '../components/CaptureTicketForm';
import { capturedFrom } from '../components/capture';

/**
 * /bex/popup/new-ticket: the extension popup's new ticket from the current tab (`url`, `title`
 * on the address), which becomes the ticket's reference.
 */
export function BexNewTicketPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <PageFrame title={t('ui.pages.bexPopupNewTicket')}>
      <CaptureGate>
        <CaptureTicketForm captured={{ ...capturedFrom(search), selection: null }} />
      </CaptureGate>
    </PageFrame>
  );
}
