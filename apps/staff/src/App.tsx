import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { BASENAME, StaffAdmin } from './StaffAdmin';

// A data router with real paths under /staff (react-admin needs a data router to guard unsaved forms).
const router = createBrowserRouter([
  { path: `${BASENAME}/*`, element: <StaffAdmin /> },
  { path: '*', element: <Navigate to={`${BASENAME}/`} replace /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
