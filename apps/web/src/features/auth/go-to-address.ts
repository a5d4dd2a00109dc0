/**
 * A full page load of `url` (another site's, such as the OpenID provider's sign-out): the browser
 * leaves the app. Its own module so that tests can stand in for it (jsdom cannot leave the page).
 */
export function goToAddress(url: string) {
  window.location.assign(url);
}
