import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';

/** Render and loading errors of a route; inside the shell the sidebar stays usable. */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  console.error('Route error', error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return <ErrorFallback message={message} fullScreen={fullScreen} />;
}

export function RootRouteError() {
  return <RouteError fullScreen />;
}
