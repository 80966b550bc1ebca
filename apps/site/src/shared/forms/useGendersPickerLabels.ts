import type { GendersPickerLabels } from '@community/ui';
import { useMemo } from 'react';
import { useT } from '../i18n/useT';

/** The GendersPicker's labels in the page's language (the registration form's strings, also on the profile type settings). */
export function useGendersPickerLabels(): Partial<GendersPickerLabels> {
  const t = useT();
  return useMemo(
    () => ({
      kind: t('auth.register.kind'),
      single: t('auth.register.kind.single'),
      couple: t('auth.register.kind.couple'),
      group: t('auth.register.kind.group'),
      self: t('auth.register.self'),
      person: t('auth.register.person'),
      placeholder: t('auth.register.choose'),
      addPerson: t('auth.register.addPerson'),
      removePerson: t('auth.register.removePerson'),
      genders: { m: t('auth.register.gender.m'), f: t('auth.register.gender.f'), t: t('auth.register.gender.t'), n: t('auth.register.gender.n') },
    }),
    [t],
  );
}
