export { useConfig } from './get-config.ts';
export { VIDEO_OFFER_TEXT, VideoPlanAction, useVideoOffer, type VideoOffer } from './video-offer.tsx';
