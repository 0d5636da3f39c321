import { Outlet } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

/** The root route: scroll handling for every page, then the matched layout. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
