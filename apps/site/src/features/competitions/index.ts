// Competitions (issue 22): pages by route (app/pages.ts).
export { CompetitionsIndexPage, CompetitionsRulesPage, CompetitionPage, CompetitionCreatePage, CompetitionEditPage } from './CompetitionsPages';
export { competitionsApi, competitionsKeys, competitionsQuery, competitionQuery } from './api';
