import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../site/**/*.stories.@(ts|tsx)', '../widgets/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    viteConfig.build ??= {};
    viteConfig.build.rollupOptions ??= {};
    viteConfig.build.rollupOptions.onwarn = (warning, warn) => {
      // Radix marks its modules "use client"; that directive means nothing in this build.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    };
    return viteConfig;
  },
};

export default config;
