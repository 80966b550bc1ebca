import { Navigate, useLocation } from 'react-router-dom';
import { routeTo } from '../../../shared/routes';

/** `/search/{legacy}` and deeper old search URLs: the filters now live in the query string of `/search`. */
export function LegacySearchRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${routeTo('search')}${search}`} replace />;
}
