import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';

/** The router's error element: a 404 answer shows Not found, anything else the error screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ErrorScreen />;
}
