// Placeholder until the referencing area lands.
export { applyAcknowledgement, markDelivered, publicationsToDeliver } from './repository.ts';
