export { EbooksPage } from './EbooksPage';
export { EbookFormPage } from './EbookFormPage';
