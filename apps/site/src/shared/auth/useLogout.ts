import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiRequestError } from '../api/errors';
import { routeTo } from '../routes';
import { replaceMember } from './queries';
import { typed } from '../api/paths';

/** SPEC 4: log out posts to the server, forgets the member's data and goes to index unless already there. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const forget = (): void => {
    replaceMember(queryClient, null);
    if (location.pathname !== routeTo('index')) void navigate(routeTo('index'));
  };

  return useMutation({
    mutationFn: () => typed.post('/auth/logout'),
    onSuccess: forget,
    onError: (error) => {
      // Already logged out on the server (e.g. the session expired): the outcome is the same.
      if (isApiRequestError(error) && error.statusCode === 401) forget();
    },
  });
}
