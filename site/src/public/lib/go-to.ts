/** Goes to another page of the site in place of this one (Back skips it): links are plain navigations. */
export function goTo(path: string): void {
  window.location.replace(path);
}
