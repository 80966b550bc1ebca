export * from './BrandLogo';
export * from './CentredCard';
export * from './GendersPicker';
