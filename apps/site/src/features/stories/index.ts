export { StoriesPage, GenrePage } from './StoriesPage';
export { StoryOrTagPage } from './StoryOrTagPage';
export { CreateStoryPage, EditStoryPage } from './EditorPage';
export { ReadingPage, FavouritesPage, TopPage } from './LibraryPages';
export { StoryCommentsPage, StoryTagsPage } from './StoryLinkPages';
// For ebooks: the cover field and image, and the stories API it shares.
export { CoverField, CoverImage } from './CoverField';
export { storiesApi, storiesKeys } from './api';
// For the forum and other writers of rich text: the editor whose tags RichContent shows.
export { RichTextEditor, type RichTextChange } from './RichTextEditor';
