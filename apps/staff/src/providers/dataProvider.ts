import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { z } from 'zod';
import { httpClient, type HttpClient } from './httpClient';

/** One brand/regional variant as `GET /api/staff/variants` lists it. */
export const StaffVariant = z.object({ id: z.string(), name: z.string() });
export type StaffVariant = z.infer<typeof StaffVariant>;

export type StaffDataProvider = DataProvider & {
  /** The variants for the app bar's switcher (a plain array, no pagination). */
  getVariants: () => Promise<StaffVariant[]>;
};

/** react-admin's simple REST dialect at `/api/staff` (ARCHITECTURE convention 10), plus the variant list. */
export function createDataProvider(http: HttpClient = httpClient, apiUrl = '/api/staff'): StaffDataProvider {
  return {
    ...simpleRestProvider(apiUrl, http),
    getVariants: async () => z.array(StaffVariant).parse((await http(`${apiUrl}/variants`)).json),
  };
}

export const dataProvider = createDataProvider();
