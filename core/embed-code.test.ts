import { elfNameEmbedCode } from './embed-code';

describe('elfNameEmbedCode', () => {
  it('leaves out the parameters left at their defaults', () => {
    const code = elfNameEmbedCode({
      loaderUrl: 'https://elf.example/widgets/loader.js',
      title: ' ',
      showHistory: true,
    });
    expect(code.markup).toBe(
      '<script src="https://elf.example/widgets/loader.js"></script>\n' +
        '<div data-elf-generator="elf-name"></div>',
    );
    expect(code.script).toBe(
      '<script src="https://elf.example/widgets/loader.js"></script>\n' +
        '<div id="elf-names"></div>\n<script>\n' +
        "  window.initElfNameGenerator('elf-names');\n</script>",
    );
  });

  it('writes title and show_history in markup and in the init call', () => {
    const code = elfNameEmbedCode({
      loaderUrl: 'https://elf.example/widgets/loader.js',
      title: 'Name your elf',
      showHistory: false,
    });
    expect(code.markup).toContain(
      '<div data-elf-generator="elf-name" data-title="Name your elf" data-show-history="false"></div>',
    );
    expect(code.script).toContain(
      `window.initElfNameGenerator('elf-names', undefined, undefined, {"title":"Name your elf","show_history":false});`,
    );
  });

  it('escapes a title so it cannot break out of the attribute or the script', () => {
    const code = elfNameEmbedCode({
      loaderUrl: 'https://elf.example/widgets/loader.js',
      title: `"Elves" & <friends></script>`,
      showHistory: true,
    });
    expect(code.markup).toContain(
      'data-title="&quot;Elves&quot; &amp; &lt;friends&gt;&lt;/script&gt;"',
    );
    expect(code.script).toContain('{"title":"\\"Elves\\" & \\u003cfriends>\\u003c/script>"}');
    expect(code.script.match(/<\/script>/g)).toHaveLength(2);
  });
});
