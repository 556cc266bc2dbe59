export { SiteFooter } from './site-footer.tsx';
