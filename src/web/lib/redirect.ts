/** Spec: on mobile user agents the redirect helper replaces the location, otherwise it assigns it. */
export function hardRedirect(url: string) {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)) window.location.replace(url);
  else window.location.assign(url);
}
