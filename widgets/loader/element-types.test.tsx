import { renderToStaticMarkup } from 'react-dom/server';
import type {} from '../elf-generator';

describe('the <elf-generator> types', () => {
  it('let a React page write the element with its attributes, no wrapper', () => {
    // Type-checked by tsc: a misspelt kind or attribute fails the build.
    const markup = renderToStaticMarkup(
      <elf-generator kind="scene" theme="auto" post-id="p1" data-show-history="false" />,
    );
    expect(markup).toBe(
      '<elf-generator kind="scene" theme="auto" post-id="p1" data-show-history="false"></elf-generator>',
    );
  });
});
