/** What other features may use of the content area. */
export { LoginInfoBox } from './components/login-info-box.tsx';
