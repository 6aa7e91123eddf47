export { kfsModule } from './kfs.routes';
export { missingKfsFacts } from './kfs-content';
