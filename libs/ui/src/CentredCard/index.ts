export { CentredCard, type CentredCardProps } from './CentredCard';
