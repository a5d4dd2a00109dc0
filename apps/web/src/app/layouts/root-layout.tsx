import { Outlet, ScrollRestoration } from 'react-router';

/** Everything every page shares: the skip link and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-black focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
