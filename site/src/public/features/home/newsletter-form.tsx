import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  NEWSLETTER_FIELD_ERRORS,
  NEWSLETTER_RETURN_FIELD,
  NEWSLETTER_TEXT,
  type NewsletterFieldError,
  type NewsletterResult,
} from '@core/newsletter/newsletter';
import { fieldStyles, primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { publicApiPath } from '@core/public-api-routes';

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  max-width: 520px;
  input {
    flex: 1 1 240px;
    ${fieldStyles}
  }
  button {
    ${primaryButtonStyles}
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error,
  .done {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
  }
  .done {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const ERROR_ID = 'newsletter-error';

type Notice = Exclude<NewsletterResult, NewsletterFieldError>;

const isFieldError = (result: NewsletterResult | null): result is NewsletterFieldError =>
  result !== null && result in NEWSLETTER_FIELD_ERRORS;

/**
 * What the form says of a signup sent without its script, which the server sent back here (what
 * is wrong with the address is said by the field, as the script says it).
 */
const NOTICES: Record<Notice, string> = {
  subscribed: `${NEWSLETTER_TEXT.success} ${NEWSLETTER_TEXT.successDescription}`,
  'too-many': NEWSLETTER_TEXT.tooMany,
  failed: NEWSLETTER_TEXT.unavailable,
};

export interface NewsletterFormProps {
  /** The page the form is on: a signup sent before the script started comes back to it. */
  returnPath: string;
  /** The result of such a signup, from the page's query (core/newsletter/newsletter.ts). */
  returned?: NewsletterResult | null;
}

/**
 * The signup form. Live, it sends the address with fetch and says it is almost done below the
 * field (failures other than the address's are toasts); until its script has started (or without
 * one) it is a plain form POST, and the page it comes back to shows the result in the same place.
 */
export function NewsletterForm({ returnPath, returned = null }: NewsletterFormProps) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  // The server's word on the address itself sits by the field; other failures are toasts.
  const [fieldError, setFieldError] = useState<string | null>(
    isFieldError(returned) ? NEWSLETTER_FIELD_ERRORS[returned] : null,
  );
  const [notice, setNotice] = useState<Notice | null>(isFieldError(returned) ? null : returned);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const form = event.currentTarget;
    // Read from the field itself: what was typed or autofilled before the island started is there.
    const email = String(new FormData(form).get('email') ?? '');
    setPending(true);
    try {
      const response = await fetch(publicApiPath('newsletter'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, source: returnPath }),
      });
      if (!response.ok) {
        const { error } = (await response.json().catch(() => ({}))) as { error?: string };
        if (response.status === 400 && error) {
          setFieldError(error);
          input.current?.focus();
          return;
        }
        toast({
          title: NEWSLETTER_TEXT.failed,
          description: error ?? response.statusText,
          variant: 'destructive',
        });
        return;
      }
      // The answer stays, as after a signup without script, and the address with it: the
      // visitor may need both to find the mail, or to see which address they typed.
      setNotice('subscribed');
    } catch {
      toast({
        title: NEWSLETTER_TEXT.failed,
        description: 'Check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Form
      method="post"
      action={publicApiPath('newsletter')}
      onSubmit={submit}
      aria-label="Newsletter signup"
    >
      <input type="hidden" name={NEWSLETTER_RETURN_FIELD} value={returnPath} />
      {/* No maxLength: it would cut a longer address silently; the server names the limit. */}
      <input
        ref={input}
        type="email"
        name="email"
        required
        placeholder="you@example.com"
        aria-label="Email address"
        autoComplete="email"
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? ERROR_ID : undefined}
        onChange={() => setFieldError(null)}
      />
      <button type="submit" disabled={pending}>
        {pending ? 'Subscribing...' : 'Subscribe'}
      </button>
      {fieldError && (
        <p id={ERROR_ID} className="error" role="alert">
          {fieldError}
        </p>
      )}
      {notice && (
        <p
          className={notice === 'subscribed' ? 'done' : 'error'}
          role={notice === 'subscribed' ? 'status' : 'alert'}
        >
          {NOTICES[notice]}
        </p>
      )}
    </Form>
  );
}
