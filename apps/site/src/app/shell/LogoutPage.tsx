import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n/useT';
import { useLogout } from '../../shared/auth/useLogout';

/** The /logout route (footer and menu links point at it): logs out, then goes to index (useLogout). */
export function LogoutPage() {
  const t = useT();
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout.mutate();
  }, [logout]);
  return (
    <Center mih="50vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
