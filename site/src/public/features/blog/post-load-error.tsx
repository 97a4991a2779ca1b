import { useEffect } from 'react';
import { PATHS } from '@site/shared/app/paths';
import { useToast } from '@site/shared/components/use-toast';
import { goTo } from '@site/public/lib/go-to';

export const POST_ERROR_TEXT = {
  title: 'Error loading post',
  description: 'There was a problem loading this blog post. Please try again.',
} as const;
/** Not given by the spec: long enough to read the message before going to /blog. */
export const POST_ERROR_REDIRECT_MS = 1500;
/** The post could not be loaded (not a missing post): say so, with a toast, then go to /blog. */
export function PostLoadErrorPanel() {
  const toast = useToast();
  useEffect(() => {
    toast({
      title: POST_ERROR_TEXT.title,
      description: POST_ERROR_TEXT.description,
      variant: 'destructive',
    });
    const timer = setTimeout(() => goTo(PATHS.blog), POST_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div role="alert">
      <h1>{POST_ERROR_TEXT.title}</h1>
      <p>{POST_ERROR_TEXT.description}</p>
    </div>
  );
}
