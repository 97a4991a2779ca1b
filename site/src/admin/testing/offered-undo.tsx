import { useEffect, type ReactNode } from 'react';
import type { ImportJob } from '@core/admin/admin-content-api';
import type { Noun } from '@core/lib/plural';
import type { ToastMessage } from '@site/shared/components/toast-context';
import { useToast } from '@site/shared/components/use-toast';
import { Toaster } from '@site/shared/components/toaster';
import { ImportUndoHost, useOfferImportUndo } from '../components/import-panel/import-undo';

function Offer({ job, noun, toast, asked }: Omit<Parameters<typeof OfferedUndo>[0], 'children'>) {
  const show = useToast();
  const offerUndo = useOfferImportUndo();
  useEffect(() => {
    const action = offerUndo(job, noun);
    if (asked) action?.onClick();
    else if (toast) show({ ...toast, action });
  }, [asked, job, noun, offerUndo, show, toast]);
  return null;
}

/**
 * For stories: a finished import's toast with its Undo import action over `children` (the page
 * the import left the admin on) or, `asked`, that action clicked (its confirmation open).
 */
export function OfferedUndo({
  children,
  ...offer
}: {
  job: ImportJob;
  noun: Noun;
  toast?: Omit<ToastMessage, 'action'>;
  asked?: boolean;
  children: ReactNode;
}) {
  return (
    <Toaster>
      <ImportUndoHost>
        {children}
        <Offer {...offer} />
      </ImportUndoHost>
    </Toaster>
  );
}
