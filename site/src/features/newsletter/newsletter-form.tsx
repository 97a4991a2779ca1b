import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { NEWSLETTER_TEXT } from '@core/newsletter';
import { fieldStyles, primaryButtonStyles } from '../../components/form-styles';
import { useToast } from '../../components/toast-context';
import { publicApiPath } from '@core/public-api-routes';

/** Spec part 1 §9: the success toast shows for 3 s. */
export const NEWSLETTER_TOAST_MS = 3000;

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
  .error {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const ERROR_ID = 'newsletter-error';

export function NewsletterForm() {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  // The server's word on the address itself sits by the field; other failures are toasts.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Read from the field itself: what was typed or autofilled before the island started is there.
    const email = String(new FormData(form).get('email') ?? '');
    setPending(true);
    try {
      const response = await fetch(publicApiPath('newsletter'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
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
      form.reset();
      toast({
        title: NEWSLETTER_TEXT.success,
        description: NEWSLETTER_TEXT.successDescription,
        duration: NEWSLETTER_TOAST_MS,
      });
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
    <Form onSubmit={submit} aria-label="Newsletter signup">
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
    </Form>
  );
}
