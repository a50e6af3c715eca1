export { ClientRating } from './client-rating';
export { OpsRating } from './ops-rating';
export { StarRatingField } from './star-rating-field';
export { Star } from './star';
