import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ImportJobDetail } from '@core/admin/admin-content-api';
import { contentKind, type ContentKindId } from '@core/generators/content-kinds';
import type { ImportFormat } from '@core/import/parse-table';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '../admin-card';
import { ToolPageHeader } from '../tool-page-header';
import { ImportPanel } from './import-panel';
import { useOfferImportUndo } from './import-undo';

const Back = styled(Link)`
  ${secondaryButtonStyles}
`;

export interface ImporterPageText {
  heading: string;
  cardTitle: string;
  backLabel: string;
  importFailed: string;
  importFailedText: string;
  importComplete: string;
  importCompleteText(imported: number, notImported: number): string;
}

/**
 * A tool's importer page. A clean import returns to the tool's page (spec §2); one with rejected
 * rows stays, so the admin can read and download them; a clean one's toast offers its undo.
 */
export function ImporterPage({
  kind,
  examples,
  returnTo,
  text,
}: {
  kind: ContentKindId;
  examples: Partial<Record<ImportFormat, string>>;
  returnTo: string;
  text: ImporterPageText;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const offerUndo = useOfferImportUndo();

  function finished({ job }: ImportJobDetail) {
    if (job.status !== 'done') {
      toast({
        title: text.importFailed,
        description: text.importFailedText,
        variant: 'destructive',
      });
      return;
    }
    const notImported = job.rejected + job.failed;
    toast({
      title: text.importComplete,
      description: text.importCompleteText(job.imported, notImported),
      variant: notImported ? 'destructive' : 'default',
      // The report, with its own Undo, stays only when rows were not imported.
      ...(notImported === 0 ? { action: offerUndo(job, contentKind(kind).noun) } : {}),
    });
    if (notImported === 0) navigate(returnTo);
  }

  return (
    <>
      <ToolPageHeader title={text.heading} backTo={returnTo} backLabel={text.backLabel} />
      <AdminCard title={text.cardTitle}>
        <ImportPanel
          kind={kind}
          examples={examples}
          onFinished={finished}
          resultActions={<Back to={returnTo}>{text.backLabel}</Back>}
        />
      </AdminCard>
    </>
  );
}
