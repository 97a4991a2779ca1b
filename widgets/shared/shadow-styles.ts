/**
 * How a widget's styles reach its shadow root without breaking a host page's Content Security
 * Policy. Many pages run `style-src 'self'`, which blocks every `<style>` element added to the page
 * (shadow roots included) but does not govern constructable stylesheets adopted by a shadow root.
 * So where the browser has them (every current browser), all styles live in adopted sheets; older
 * browsers get `<style>` elements carrying the page's nonce when it gave one.
 */

/**
 * The host element's own box belongs to the page: these rules lose to any page rule (margin,
 * width, display, even `hidden`), and everything inside starts from the widget root's reset.
 */
export const HOST_CSS =
  // The widget's container passes on the least height the page gives the element (the embed
  // page's), which the widget root takes: no blank band under it.
  ':host{display:block}:host([hidden]){display:none}:host>div{min-height:inherit}';

const constructable =
  typeof ShadowRoot === 'function' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  'replaceSync' in CSSStyleSheet.prototype;

let hostSheet: CSSStyleSheet | undefined;

/** Where styled-components puts its styles: StyleSheetManager's `target`. */
export type StyleTarget = HTMLElement | ShadowRoot;

/**
 * Gives the shadow root its host rules and answers the target for the widget's styled-components
 * styles. Replaces whatever styles an earlier start left there.
 */
export function prepareShadowStyles(shadow: ShadowRoot, nonce: string | undefined): StyleTarget {
  if (!constructable) {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = HOST_CSS;
    shadow.append(style);
    return shadow;
  }
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync(HOST_CSS);
  }
  shadow.adoptedStyleSheets = [hostSheet];
  // styled-components adds one <style> to its target and writes every rule through that element's
  // `sheet`. This target is a detached element, so its <style> is never applied nor checked by CSP;
  // the `sheet` it writes to is a constructable one the shadow root adopts.
  const target = document.createElement('div');
  const insertBefore = target.insertBefore.bind(target);
  target.insertBefore = <T extends Node>(node: T, child: Node | null): T => {
    if (node instanceof HTMLStyleElement) {
      const sheet = new CSSStyleSheet();
      Object.defineProperty(node, 'sheet', { value: sheet });
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    }
    return insertBefore(node, child);
  };
  return target;
}
