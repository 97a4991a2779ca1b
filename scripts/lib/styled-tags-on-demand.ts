/**
 * styled-components' browser build makes `styled.div`, `styled.span`… for all 170 HTML and SVG
 * elements as it loads: their names alone are about 0.6 KB of gzip in every widget bundle. This
 * makes each when first read instead (`styled` behind a Proxy), the same function as before.
 * The server's first frames keep the package as it is: the shortcuts name no class.
 */

/** The one file rewritten. */
export const STYLED_COMPONENTS_BROWSER =
  /\/node_modules\/styled-components\/dist\/styled-components\.browser\.esm\.js$/;

// As minified in the package: `var dt=new Set(["a","abbr",…]);` and
// `const yt=e=>mt(ut,e),gt=yt;dt.forEach(e=>{gt[e]=yt(e)});`.
const ELEMENTS = /var ([\w$]+)=new Set\(\["a","abbr",[^\]]*\]\);/;
const SHORTCUTS =
  /const ([\w$]+)=(e=>[\w$]+\([\w$]+,e\)),([\w$]+)=\1;([\w$]+)\.forEach\(e=>\{\3\[e\]=\1\(e\)\}\);/;

/** The package's code with its element shortcuts made on demand; throws if it has changed shape. */
export function styledTagsOnDemand(code: string): string {
  const elements = ELEMENTS.exec(code);
  const shortcuts = SHORTCUTS.exec(code);
  if (!elements || !shortcuts || shortcuts[4] !== elements[1])
    throw new Error(
      "styled-components' element shortcuts are not where styled-tags-on-demand.ts looks: update it for this version",
    );
  const [, factory, body, styled] = shortcuts;
  return code
    .replace(elements[0], '')
    .replace(
      shortcuts[0],
      `const ${factory}=${body},${styled}=new Proxy(${factory},{get:(t,k)=>k in t||typeof k!="string"?t[k]:t[k]=${factory}(k)});`,
    );
}
