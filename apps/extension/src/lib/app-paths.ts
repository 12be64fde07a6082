// The app's route paths, written once in the web app and shared with the extension (its links
// into the app). That file imports nothing but domain types, so it bundles here as it is.
export { paths } from '../../../web/src/config/paths';
