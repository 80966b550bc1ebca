// Clubs (issue 20): pages by route (app/pages.ts) and the query a loader may prime.
export { ClubsPage, CreateClubPage, EditClubPage, ClubPage, ClubPostPage } from './ClubsPages';
export { clubsApi, clubsKeys, clubQuery } from './api';
