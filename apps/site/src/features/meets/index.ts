// Meets (issue 21): pages by route (app/pages.ts); the profile tab comes through profile-tabs.tsx.
export { MeetsIndexPage, MeetCategoryPage, CreateMeetPage, EditMeetPage, MeetPage } from './MeetsPages';
export { meetQuery, meetKeys, meetsApi } from './api';
