/** The error pages a feature may show itself (a missing story shows the 404 page). */
export { NotFoundPage } from './NotFoundPage';
