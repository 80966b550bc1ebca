export { StoriesPage, GenrePage } from './StoriesPage';
export { StoryOrTagPage } from './StoryOrTagPage';
export { CreateStoryPage, EditStoryPage } from './EditorPage';
export { ReadingPage, FavouritesPage, TopPage } from './LibraryPages';
export { StoryCommentsPage, StoryTagsPage } from './StoryLinkPages';
