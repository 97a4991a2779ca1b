import { useState } from 'react';
import styled from 'styled-components';
import { primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import { AdminApiError } from '@site/admin/data/admin-api';
import { useAdminData } from '@site/admin/data/admin-data';
import { REDIRECTS_TEXT } from './redirects-text';

const Body = styled.div`
  display: grid;
  gap: 0.75rem;
  p,
  ul {
    margin: 0;
  }
  li + li {
    margin-top: 0.35rem;
  }
  button {
    ${primaryButtonStyles}
    justify-self: start;
  }
`;

/** Spec §2/§8: the 35 built-in article redirects, imported 50 at a time, existing ones skipped. */
export function ArticleRedirectsCard({ onImported }: { onImported(): void }) {
  const data = useAdminData();
  const toast = useToast();
  const [importing, setImporting] = useState(false);

  async function importArticles() {
    setImporting(true);
    try {
      const { imported, failed } = await data.redirects.importBuiltins();
      if (imported === 0 && failed === 0) toast({ title: REDIRECTS_TEXT.articleAllExist });
      else
        toast({
          title: REDIRECTS_TEXT.articleComplete,
          description: REDIRECTS_TEXT.articleImported(imported, failed),
          variant: failed ? 'destructive' : 'default',
        });
      if (imported) onImported();
    } catch (error) {
      const signedOut = error instanceof AdminApiError && error.status === 401;
      toast({
        title: REDIRECTS_TEXT.articleFailed,
        description: signedOut
          ? REDIRECT_TEXT.loginRequired
          : error instanceof Error
            ? error.message
            : REDIRECTS_TEXT.unexpected,
        variant: 'destructive',
      });
    } finally {
      setImporting(false);
    }
  }

  return (
    <AdminCard title={REDIRECTS_TEXT.articleCardTitle}>
      <Body>
        <p>{REDIRECTS_TEXT.articleCardText}</p>
        <button type="button" onClick={importArticles} disabled={importing}>
          {importing ? REDIRECTS_TEXT.articleImporting : REDIRECTS_TEXT.articleImport}
        </button>
      </Body>
    </AdminCard>
  );
}

/** What answers a redirect, and when: the server first, then the edge and the browser. */
export function RedirectTiersCard() {
  return (
    <AdminCard title={REDIRECTS_TEXT.tiersTitle}>
      <Body>
        <ul>
          <li>
            <strong>Server (first response):</strong> a request for an active redirect’s source path
            is answered with its status code and target before any page is built, query string kept.
            Search engines and old links see a real 301, 302, 307 or 308. Every hit is counted.
          </li>
          <li>
            <strong>Browser (second tier):</strong> after a page is interactive, the site asks the
            redirect lookup about the current path when the browser is idle, so pages reached
            without a full load (links inside the site) are redirected too. Answers are cached for 5
            minutes.
          </li>
          <li>
            <strong>Edge (optional):</strong> Sync pushes the active redirects to a Cloudflare Bulk
            Redirect List, so the edge answers them without reaching the server. Sync again after
            changes; until then the server answers with the current list.
          </li>
        </ul>
        <p>
          Inactive redirects are never applied. Paths under /admin, /api, /widgets, /media and
          /embed are never redirected.
        </p>
      </Body>
    </AdminCard>
  );
}
