import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { useToast, type ShowToast } from './toast-context';
import { Toaster } from './toaster';

function Ready({ onReady }: { onReady: (show: ShowToast) => void }) {
  const show = useToast();
  useEffect(() => onReady(show), [show, onReady]);
  return null;
}

/** Renders the page's toaster on a root of its own at the end of the body; answers its `show`. */
export function mountPageToaster(): Promise<ShowToast> {
  const container = document.createElement('div');
  container.dataset.pageToaster = '';
  document.body.append(container);
  return new Promise((resolve) => {
    createRoot(container).render(
      <ThemeProvider theme={theme}>
        <Toaster>
          <Ready onReady={resolve} />
        </Toaster>
      </ThemeProvider>,
    );
  });
}
