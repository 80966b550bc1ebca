import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { replaceMember } from '../../shared/auth/queries';
import { afterLoginPath } from '../../shared/auth/redirect';
import type { LoginResult } from './api';

/** After a successful login or MFA step: remember the member, drop guest data, go to the saved page or the server's choice. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (result: LoginResult): void => {
    replaceMember(queryClient, result.profile);
    void navigate(afterLoginPath(result.redirect, window.location.origin), { replace: true });
  };
}
