/** Stored files (bank logos) served by id. */
export { filesRoutes } from './files.routes';
