// A course's star rating: the one rounding of its average, used by every card, the course page
// and the answer to a new rating alike.

/** A rating to one decimal: 4.25 is 4.3. */
export const roundRating = (value: number): number => Math.round(value * 10) / 10;

/** The average of a course's ratings to one decimal, 0 when it has none (shown as 'New'). */
export const averageRating = (ratingSum: number, reviewCount: number): number =>
  reviewCount > 0 ? roundRating(ratingSum / reviewCount) : 0;
