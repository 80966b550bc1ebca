import { routeTo } from '../routes';
import { ARTICLE_STRINGS } from './strings';
import type { Crumb } from './types';

/** The first breadcrumb of every article page (legal pages, writing tips). */
export const HOME_CRUMB: Crumb = { label: ARTICLE_STRINGS.home, to: routeTo('index') };
