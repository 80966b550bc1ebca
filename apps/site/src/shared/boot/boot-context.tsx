import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BootData } from './boot';
import { createI18n } from '../i18n/translator';

const BootContext = createContext<BootData | null>(null);

/** The boot data, and react-i18next fed from the layout's translations (SPEC: UI strings from the layout endpoint). */
export function BootProvider({ boot, children }: { boot: BootData; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(boot.layout.translations), [boot.layout.translations]);
  return (
    <BootContext.Provider value={boot}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </BootContext.Provider>
  );
}

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot() needs a <BootProvider>');
  return boot;
}

export const useSite = () => useBoot().site;
