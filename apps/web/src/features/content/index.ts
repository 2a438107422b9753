/** What other features may use of the content area. */
export { LoginInfoBox } from './components/login-info-box.tsx';
export { loginPageData } from './api/institutional-page-data.ts';
