import { StarIcon } from '../../components/icons';

export const MAX_RATING = 5;

export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <StarIcon key={index} className={index < rating ? 'size-4 text-star' : 'size-4 text-line-strong'} />
      ))}
    </div>
  );
}
