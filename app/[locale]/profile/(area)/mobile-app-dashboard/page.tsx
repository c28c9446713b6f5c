/** mobile-app-dashboard: "dashboard (alias mobile-app-dashboard)", the same page (see ../dashboard). */
export { default, generateMetadata } from '../page';
