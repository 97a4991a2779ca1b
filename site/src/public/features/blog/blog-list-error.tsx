import { useEffect } from 'react';
import styled from 'styled-components';
import { primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { BLOG_TEXT } from './blog-text';

const TryAgain = styled.button`
  ${primaryButtonStyles}
`;

/** Shown when the posts cannot be loaded, after the retries: the message, a toast and Try Again. */
export function BlogListErrorPanel({ message }: { message: string }) {
  const toast = useToast();
  useEffect(() => {
    toast({ title: BLOG_TEXT.errorToast, description: message, variant: 'destructive' });
  }, [toast, message]);
  return (
    <section role="alert">
      <h1>{BLOG_TEXT.errorTitle}</h1>
      <p>{message}</p>
      <TryAgain type="button" onClick={() => window.location.reload()}>
        {BLOG_TEXT.tryAgain}
      </TryAgain>
    </section>
  );
}
