// styled-components v6 adds vendor prefixes only when `enableVendorPrefixes` is set, which the
// widgets never do; its namespace import of stylis still pulls the prefixer (~1.5 KB gzip) in.
// The build aliases 'stylis' to this module so the unused prefixer is left out.
export * from 'stylis-with-prefixer';
export const prefixer = () => undefined;
