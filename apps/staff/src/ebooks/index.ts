import MenuBookIcon from '@mui/icons-material/MenuBook';
import { EbookList } from './EbookList';
import { EbookShow } from './EbookShow';

export { EbookList, EbookShow };

/** The ebook review queue: `<Resource name="ebooks" {...ebooks} />` (every staff role, scoped by variant in the API). */
export const ebooks = {
  list: EbookList,
  show: EbookShow,
  icon: MenuBookIcon,
  options: { label: 'Ebook reviews' },
  recordRepresentation: 'title',
} as const;
