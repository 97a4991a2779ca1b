import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';

/** Every site story renders inside the providers the real pages have. */
const preview: Preview = {
  decorators: [
    // Stories of whole admin pages (parameters.ownRouter) bring their own data router.
    (Story, { parameters }) => (
      <AppShell settings={DEFAULT_SITE_SETTINGS}>
        {parameters.ownRouter ? (
          <Story />
        ) : (
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        )}
      </AppShell>
    ),
  ],
};

export default preview;
