import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { STAFF_LOCK_TTL_SECONDS, type StaffLockResource, type StaffRecordLock } from '@community/contracts';
import type { StaffDataProvider } from '../providers/dataProvider';

/**
 * Takes the edit lock of a record while the page is open (renewed every third of its lifetime, released on
 * leaving) and says who holds it when someone else does: "a record another staff member is editing shows
 * who holds it". The lock warns; it does not block (the API's audit log keeps every change either way).
 */
export function RecordLockNotice({ resource, id }: { resource: StaffLockResource; id: string }) {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [other, setOther] = useState<StaffRecordLock | null>(null);

  useEffect(() => {
    let live = true;
    let mine = false;
    const take = () =>
      dataProvider.acquireLock(resource, id).then(
        () => {
          mine = true;
          if (live) setOther(null);
        },
        (error: { status?: number; body?: { lock?: StaffRecordLock } }) => {
          mine = false;
          if (live && error.status === 409 && error.body?.lock) setOther(error.body.lock);
        },
      );
    void take();
    const timer = setInterval(() => void take(), (STAFF_LOCK_TTL_SECONDS * 1000) / 3);
    return () => {
      live = false;
      clearInterval(timer);
      if (mine) void dataProvider.releaseLock(resource, id).catch(() => undefined);
    };
  }, [dataProvider, resource, id]);

  if (!other) return null;
  return (
    <Alert severity="warning" role="status">
      {other.holderName ?? 'Another staff member'} is editing this record
      {other.expiresAt ? ` (until ${new Date(other.expiresAt).toLocaleTimeString()} unless they keep it open)` : ''}. Changes you
      make now may overlap with theirs.
    </Alert>
  );
}
