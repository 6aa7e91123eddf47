export { kfsModule } from './kfs.routes';
