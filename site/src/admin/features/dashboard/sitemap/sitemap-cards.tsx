import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import type { GenerateSitemapResponse } from '@core/site/sitemap-api';
import { primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminApiError } from '@site/admin/data/admin-api';
import { useAdminData } from '@site/admin/data/admin-data';
import { RobotsForm } from './robots-form';
import { UrlCheck } from './url-check';
import {
  accessTest,
  DOMAIN_SITEMAP_PATH,
  errorMessage,
  IDLE_VERIFICATION,
  sleep,
  SITEMAP_TEXT,
  SITEMAP_WAITS,
  verifySitemaps,
  type SitemapVerification,
  type SitemapWaits,
  type VerificationStatus,
} from './sitemap-verification';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: 1rem;
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Action = styled.button`
  ${primaryButtonStyles}
  align-self: flex-start;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

const STATUS_LOOK: Record<
  VerificationStatus,
  { label: string; background: string; color: string }
> = {
  idle: { label: 'Not verified yet', background: '#f1f5f9', color: '#334155' },
  'in-progress': { label: 'Verifying...', background: '#e0f2fe', color: '#075985' },
  success: { label: 'Verified', background: '#dcfce7', color: '#166534' },
  warning: { label: 'Warning', background: '#fef3c7', color: '#92400e' },
  error: { label: 'Error', background: '#fee2e2', color: '#991b1b' },
};

const Status = styled.div<{ $status: VerificationStatus }>`
  border-radius: 8px;
  padding: 0.6rem 0.8rem;
  background: ${({ $status }) => STATUS_LOOK[$status].background};
  color: ${({ $status }) => STATUS_LOOK[$status].color};
  strong {
    display: block;
  }
  span {
    display: block;
    font-size: 0.9rem;
  }
`;

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Words for a failed admin call: the session and admin toasts of spec part 1 §6 where they apply. */
function accessToast(error: unknown) {
  if (error instanceof AdminApiError && error.status === 401)
    return { title: ADMIN_ACCESS_TEXT.noSessionTitle, description: ADMIN_ACCESS_TEXT.noSession };
  if (error instanceof AdminApiError && error.status === 403)
    return { title: ADMIN_ACCESS_TEXT.notAdminTitle, description: ADMIN_ACCESS_TEXT.notAdmin };
  return null;
}

/**
 * The dashboard's 'SEO & Site Management' cards (spec part 1 §2, §4, §7): generate sitemap.xml
 * and robots.txt, publish them at the domain root, and check that the domain serves what was
 * generated. `waits` are the spec's pauses (shortened in tests).
 */
export function SitemapCards({ waits = SITEMAP_WAITS }: { waits?: SitemapWaits }) {
  const data = useAdminData();
  const toast = useToast();
  const [busy, setBusy] = useState<'generate' | 'copy' | null>(null);
  const [verification, setVerification] = useState<SitemapVerification>(IDLE_VERIFICATION);
  const [accessStatus, setAccessStatus] = useState<number | null>(null);
  const [generatedMessage, setGeneratedMessage] = useState<string | null>(null);

  const verify = async (storageUrl: string) => {
    setVerification((v) => ({ ...v, status: 'in-progress', message: '' }));
    await sleep(waits.beforeVerify);
    const result = await verifySitemaps(storageUrl, data.sitemap.fetchPublic);
    setVerification(result);
    if (result.status === 'success')
      toast({ title: SITEMAP_TEXT.verificationSuccessful, description: result.message });
    else if (result.status === 'warning')
      toast({ title: SITEMAP_TEXT.verificationWarning, description: result.message });
    else
      toast({
        title: SITEMAP_TEXT.verificationError,
        description: result.message,
        variant: 'destructive',
      });
  };

  /** Generates; answers null (after saying why) when it failed. */
  const generate = async (successTitle: string): Promise<GenerateSitemapResponse | null> => {
    try {
      const generated = await data.sitemap.generate();
      setGeneratedMessage(generated.message);
      toast({ title: successTitle, description: generated.message });
      return generated;
    } catch (error) {
      toast({
        ...(accessToast(error) ??
          (error instanceof AdminApiError
            ? { title: SITEMAP_TEXT.generationFailed, description: errorMessage(error) }
            : {
                title: SITEMAP_TEXT.error,
                description: SITEMAP_TEXT.failedToGenerate(errorMessage(error)),
              })),
        variant: 'destructive',
      });
      return null;
    }
  };

  const onGenerate = async () => {
    setBusy('generate');
    try {
      const generated = await generate(SITEMAP_TEXT.generatedSuccessfully);
      if (!generated) return;
      try {
        await data.sitemap.copy({
          sitemapUrl: generated.sitemapUrl,
          robotsUrl: generated.robotsUrl,
        });
      } catch {
        toast({ title: SITEMAP_TEXT.generated, description: SITEMAP_TEXT.notCopied });
      }
      await sleep(waits.afterGenerate);
      await verify(generated.sitemapUrl);
    } finally {
      setBusy(null);
    }
  };

  const onCopy = async () => {
    setBusy('copy');
    try {
      const generated = await generate(SITEMAP_TEXT.generated);
      if (!generated) return;
      try {
        const copied = await data.sitemap.copy({
          sitemapUrl: generated.sitemapUrl,
          robotsUrl: generated.robotsUrl,
        });
        toast({ title: SITEMAP_TEXT.filesCopied, description: copied.message });
      } catch (error) {
        toast({
          ...(accessToast(error) ??
            (error instanceof AdminApiError
              ? {
                  title: SITEMAP_TEXT.copyFailed,
                  description: SITEMAP_TEXT.failedToCopy(error.message),
                }
              : { title: SITEMAP_TEXT.errorCopying, description: errorMessage(error) })),
          variant: 'destructive',
        });
        return;
      }
      await sleep(waits.afterCopy);
      try {
        const status = await accessTest(data.sitemap.fetchPublic);
        setAccessStatus(status);
        if (status >= 200 && status < 300)
          toast({
            title: SITEMAP_TEXT.accessTestSuccessful,
            description: SITEMAP_TEXT.accessible(status),
          });
        else
          toast({
            title: SITEMAP_TEXT.accessTestFailed,
            description: SITEMAP_TEXT.notAccessible(status),
            variant: 'destructive',
          });
      } catch (error) {
        toast({
          title: SITEMAP_TEXT.accessTestFailed,
          description: errorMessage(error),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  const look = STATUS_LOOK[verification.status];
  return (
    <Cards>
      <Card aria-labelledby="generate-sitemap-title">
        <h3 id="generate-sitemap-title">Generate Sitemap</h3>
        <p>
          Builds sitemap.xml and robots.txt from every published post and public page, publishes
          them at the domain root and checks that the site serves them.
        </p>
        <Action type="button" onClick={() => void onGenerate()} disabled={busy !== null}>
          {busy === 'generate' ? 'Generating...' : 'Generate Sitemap'}
        </Action>
        {generatedMessage && <p>{generatedMessage}.</p>}
        <Status $status={verification.status} role="status" aria-live="polite">
          <strong>{look.label}</strong>
          {verification.message && <span>{verification.message}</span>}
          {verification.lastVerified && (
            <span>Last verified {formatTime(verification.lastVerified)}</span>
          )}
        </Status>
        {/* Once a sitemap is generated its URLs can be checked (a copy failing shows in them). */}
        {generatedMessage && busy === null && <UrlCheck />}
        <Links>
          <a href={DOMAIN_SITEMAP_PATH} target="_blank" rel="noreferrer">
            View sitemap.xml
          </a>
          <a href="/robots.txt" target="_blank" rel="noreferrer">
            View robots.txt
          </a>
        </Links>
      </Card>
      <Card aria-labelledby="copy-root-title">
        <h3 id="copy-root-title">Copy Files to Domain Root</h3>
        <p>
          Generates the files afresh and publishes them at the site&apos;s root, where search
          engines look for them, then tests that /sitemap.xml answers.
        </p>
        <Action type="button" onClick={() => void onCopy()} disabled={busy !== null}>
          {busy === 'copy' ? 'Copying...' : 'Copy Files to Domain Root'}
        </Action>
        {accessStatus !== null && (
          <p role="status">
            {accessStatus >= 200 && accessStatus < 300
              ? SITEMAP_TEXT.accessible(accessStatus)
              : SITEMAP_TEXT.notAccessible(accessStatus)}
          </p>
        )}
      </Card>
      <Card aria-labelledby="robots-title">
        <h3 id="robots-title">robots.txt</h3>
        <RobotsForm />
      </Card>
    </Cards>
  );
}
