// The home is CMS-driven and lives with the content area; this module keeps the router's import stable.
export { default } from '../content/routes/home-page.tsx';
