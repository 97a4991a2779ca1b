/**
 * The nonce of the `<script>` that loaded this bundle (`nonce`, or `data-nonce` for pages whose
 * tooling strips nonces from markup), found while it runs: document.currentScript for a classic
 * script, else (run as a module) the script whose src is this file's URL.
 */
export function ownScriptNonce(url: string): string | undefined {
  const current = document.currentScript;
  const script =
    current instanceof HTMLScriptElement
      ? current
      : [...document.querySelectorAll('script')].find((s) => s.src === url);
  return script?.nonce || script?.dataset.nonce || undefined;
}
