export { kfsAcknowledgementsModule } from './kfs-acknowledgements.routes';
