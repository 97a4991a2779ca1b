import { useState } from 'react';
import styled from 'styled-components';
import {
  ROBOTS_DISALLOWED,
  ROBOTS_EXTRA_MAX,
  robotsBlocksWholeSite,
  ROBOTS_BLOCKS_SITE_MESSAGE,
  robotsLineProblem,
} from '@core/site/robots';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { FormField } from '@site/admin/components/form-field';
import { useAdminData } from '@site/admin/data/admin-data';
import { errorMessage, SITEMAP_TEXT } from './sitemap-verification';
import { useRobots } from '@site/admin/data/queries';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9rem;
  }
  button {
    ${primaryButtonStyles}
    justify-self: start;
  }
`;

const RetryButton = styled.button`
  ${secondaryButtonStyles}
`;

/**
 * The admin's own lines of robots.txt. Our rules (no crawling of /admin and /api, the sitemap's
 * address) always stay; lines that are not robots.txt lines, or would hide the whole site, are
 * refused before saving.
 */
export function RobotsForm() {
  const data = useAdminData();
  const toast = useToast();
  const { state, reload, setData } = useRobots();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const stored = state.status === 'ready' ? state.data.extraLines : '';
  const text = draft ?? stored;
  const refusal =
    robotsLineProblem(text) ?? (robotsBlocksWholeSite(text) ? ROBOTS_BLOCKS_SITE_MESSAGE : null);
  const error = refusal ?? serverError;

  const save = async () => {
    if (refusal) return;
    setSaving(true);
    setServerError(null);
    try {
      const saved = await data.sitemap.saveRobots({ extraLines: text });
      setData(() => saved);
      setDraft(null);
      toast({ title: SITEMAP_TEXT.filesSaved, description: 'robots.txt now has your lines.' });
    } catch (failure) {
      setServerError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  if (state.status === 'loading') return <p role="status">Loading robots.txt settings...</p>;
  if (state.status === 'error')
    return (
      <p role="alert">
        Could not load the robots.txt settings: {state.error.message}{' '}
        <RetryButton type="button" onClick={reload}>
          Try again
        </RetryButton>
      </p>
    );
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField
        label="Extra robots.txt lines"
        hint={`Always included: ${ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`).join(', ')} for every crawler, and the sitemap's address.`}
        counter={`${text.length.toLocaleString('en-US')}/${ROBOTS_EXTRA_MAX.toLocaleString('en-US')}`}
        error={error ?? undefined}
      >
        {(props) => (
          <textarea
            {...props}
            rows={5}
            maxLength={ROBOTS_EXTRA_MAX}
            spellCheck={false}
            placeholder={'User-agent: GPTBot\nDisallow: /'}
            value={text}
            onChange={(event) => {
              setDraft(event.target.value);
              setServerError(null);
            }}
          />
        )}
      </FormField>
      <button type="submit" disabled={saving || refusal !== null || text === stored}>
        {saving ? 'Saving...' : 'Save robots.txt'}
      </button>
    </Form>
  );
}
