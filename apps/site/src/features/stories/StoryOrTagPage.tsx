import { useParams } from 'react-router-dom';
import { ReaderPage } from './ReaderPage';
import { TagPage } from './StoriesPage';

/** `/stories/{genre}/{slug}`: a story; `/stories/tag/{tag}` shares the pattern (no genre is called "tag"). */
export function StoryOrTagPage() {
  const { genre, slug = '' } = useParams();
  return genre === 'tag' ? <TagPage tag={slug} /> : <ReaderPage />;
}
