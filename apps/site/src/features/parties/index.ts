// Parties (issue 21): pages by route (app/pages.ts); the profile tabs come through profile-tabs.tsx.
export { PartiesIndexPage, CreatePartyPage, EditPartyPage, PartyPage, PartyByIdPage, PartyAttendeesPage } from './PartiesPages';
export { partyQuery, partyKeys, partiesApi } from './api';
export { PlaceField, useEventTime } from './parts';
