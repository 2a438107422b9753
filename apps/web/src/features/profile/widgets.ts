/** What another feature's page draws of the profile: the identity document's form (the registration's confirmation steps). */
export { Documents as DocumentUpload } from './routes/documenti-page.tsx';
