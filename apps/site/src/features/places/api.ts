import {
  PlaceCheckin,
  PlaceComment,
  PlaceCountryList,
  PlaceCountyList,
  PlaceDetail,
  PlaceList,
  PlaceMine,
  PlaceRating,
  PlaceSettings,
  PlaceSuggestion,
  type PlaceCheckinInput,
  type PlaceInput,
  type PlaceSuggestionInput,
} from '@community/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/*
 * The places API (contracts: libs/contracts/src/places), every answer checked against its contract. Query keys
 * and functions are exported so a route loader can prime the same cache.
 */

const enc = encodeURIComponent;

/** What the search page asks for (the API's PlaceSearchQuery, as numbers). */
export interface PlaceSearch {
  q?: string;
  county?: string;
  lat?: number;
  lng?: number;
  radius?: number;
}

export interface PlaceAddress {
  country: string;
  county: string;
  slug: string;
}

export const placesKeys = {
  all: ['places'] as const,
  countries: () => ['places', 'countries'] as const,
  counties: (country: string) => ['places', 'counties', country.toLowerCase()] as const,
  county: (country: string, county: string) => ['places', 'county', country.toLowerCase(), county] as const,
  place: (a: PlaceAddress) => ['places', 'place', a.country.toLowerCase(), a.county, a.slug] as const,
  byId: (id: string) => ['places', 'id', id] as const,
  search: (q: PlaceSearch) => ['places', 'search', q] as const,
  mine: () => ['places', 'mine'] as const,
  settings: () => ['places', 'settings'] as const,
};

export const placesApi = {
  countries: (signal?: AbortSignal) => api.get('dogging/countries', { schema: PlaceCountryList, signal }),
  counties: (country: string, signal?: AbortSignal) => api.get(`dogging/countries/${enc(country)}`, { schema: PlaceCountyList, signal }),
  county: (country: string, county: string, signal?: AbortSignal) => api.get(`dogging/countries/${enc(country)}/${enc(county)}`, { schema: PlaceList, signal }),
  place: (a: PlaceAddress, signal?: AbortSignal) => api.get(`dogging/countries/${enc(a.country)}/${enc(a.county)}/${enc(a.slug)}`, { schema: PlaceDetail, signal }),
  byId: (id: string, signal?: AbortSignal) => api.get(`dogging/${enc(id)}`, { schema: PlaceDetail, signal }),
  search: (q: PlaceSearch, signal?: AbortSignal) =>
    api.get('dogging/search', { query: { q: q.q || undefined, county: q.county || undefined, lat: q.lat, lng: q.lng, radius: q.radius }, schema: PlaceList, signal }),
  mine: (signal?: AbortSignal) => api.get('dogging/mine', { schema: PlaceMine, signal }),
  settings: (signal?: AbortSignal) => api.get('dogging/settings', { schema: PlaceSettings, signal }),
  submit: (body: PlaceInput) => api.post('dogging', body, { schema: PlaceDetail }),
  edit: (id: string, body: PlaceInput) => api.put(`dogging/${enc(id)}`, body, { schema: PlaceDetail }),
  suggest: (id: string, body: PlaceSuggestionInput) => api.post(`dogging/${enc(id)}/suggestions`, body, { schema: PlaceSuggestion }),
  rate: (id: string, stars: number) => api.put(`dogging/${enc(id)}/rating`, { stars }, { schema: PlaceRating }),
  comment: (id: string, body: string) => api.post(`dogging/${enc(id)}/comments`, { body }, { schema: PlaceComment }),
  deleteComment: (id: string) => api.delete(`dogging/comments/${enc(id)}`),
  checkIn: (id: string, body: PlaceCheckinInput) => api.post(`dogging/${enc(id)}/checkins`, body, { schema: PlaceCheckin }),
};

export const countriesQuery = () => queryOptions({ queryKey: placesKeys.countries(), queryFn: ({ signal }) => placesApi.countries(signal) });
export const countiesQuery = (country: string) => queryOptions({ queryKey: placesKeys.counties(country), queryFn: ({ signal }) => placesApi.counties(country, signal) });
export const countyQuery = (country: string, county: string) =>
  queryOptions({ queryKey: placesKeys.county(country, county), queryFn: ({ signal }) => placesApi.county(country, county, signal) });
export const placeQuery = (a: PlaceAddress) => queryOptions({ queryKey: placesKeys.place(a), queryFn: ({ signal }) => placesApi.place(a, signal) });

export const useCountries = () => useQuery(countriesQuery());
export const useCounties = (country: string) => useQuery(countiesQuery(country));
export const useCounty = (country: string, county: string) => useQuery(countyQuery(country, county));
export const usePlace = (a: PlaceAddress) => useQuery(placeQuery(a));
export const usePlaceById = (id: string | undefined) => useQuery({ queryKey: placesKeys.byId(id ?? ''), queryFn: ({ signal }) => placesApi.byId(id!, signal), enabled: Boolean(id) });
export const useMyPlaces = (enabled: boolean) => useQuery({ queryKey: placesKeys.mine(), queryFn: ({ signal }) => placesApi.mine(signal), enabled });
export const usePlaceSettings = () => useQuery({ queryKey: placesKeys.settings(), queryFn: ({ signal }) => placesApi.settings(signal), staleTime: 3_600_000 });
export const usePlaceSearch = (q: PlaceSearch, enabled: boolean) =>
  useQuery({ queryKey: placesKeys.search(q), queryFn: ({ signal }) => placesApi.search(q, signal), enabled });

/** A change, then every places query reloads. */
export function usePlacesMutation<V, R>(mutationFn: (vars: V) => Promise<R>, onSuccess?: (result: R, vars: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      await onSuccess?.(result, vars);
      await client.invalidateQueries({ queryKey: placesKeys.all });
    },
  });
}
