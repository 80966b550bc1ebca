export { classifyLink, EXTERNAL_REL, type ClassifiedLink, type ClassifyOptions, type LinkKind } from './classify-link';
export { SmartLink, type SmartLinkProps } from './SmartLink';
