import { useContext, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { ToastContext, type ShowToast } from './toast-context';
import { Toaster } from './toaster';

function Ready({ onReady }: { onReady: (show: ShowToast) => void }) {
  const show = useContext(ToastContext);
  useEffect(() => {
    if (show) onReady(show);
  }, [show, onReady]);
  return null;
}

/**
 * Renders the page's toaster on a root of its own at the end of the body; answers its `show` and
 * how to take it away again.
 */
export function mountPageToaster(): Promise<{ show: ShowToast; remove: () => void }> {
  const container = document.createElement('div');
  container.dataset.pageToaster = '';
  document.body.append(container);
  const root = createRoot(container);
  const remove = () => {
    root.unmount();
    container.remove();
  };
  return new Promise((resolve) => {
    root.render(
      <ThemeProvider theme={theme}>
        <Toaster>
          <Ready onReady={(show) => resolve({ show, remove })} />
        </Toaster>
      </ThemeProvider>,
    );
  });
}
