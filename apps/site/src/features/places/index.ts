// Places (issue 22, the spec's /dogging routes; only on variants with countries): pages by route (app/pages.ts).
export { PlacesIndexPage, PlacesCountryPage, PlacesCountyPage, PlacesSearchPage, PlacesRulesPage } from './PlacesPages';
export { PlacePage } from './PlacePage';
export { PlaceSubmitPage, PlaceEditPage } from './PlaceFormPages';
export { placesApi, placesKeys, countriesQuery, countiesQuery, countyQuery, placeQuery } from './api';
