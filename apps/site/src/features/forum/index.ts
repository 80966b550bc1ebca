// The forum (issue 19): pages by route (app/pages.ts), and the queries a route loader may prime.
export { ForumIndexPage, CategoryPage } from './ForumPages';
export { CreateTopicPage, EditTopicPage } from './TopicFormPages';
export { TopicPage } from './TopicPage';
export { ForumSettingsPage } from './SettingsPage';
export { ForumSearchPage, ForumSearchResultsPage } from './SearchPages';
export { forumApi, forumKeys, categoriesQuery, topicQuery, editableQuery, settingsQuery, type TopicAddress } from './api';
