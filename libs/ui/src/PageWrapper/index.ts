export { PageHeader, type BreadcrumbItem, type PageHeaderProps } from './PageHeader';
export { PageWrapper, type PageWrapperProps, type PageWrapperTexts } from './PageWrapper';
