import type { ReviewsCopy } from "@/lib/content";
import { summarise } from "@/lib/rating-summary";
import { INITIAL_VISIBLE, seedToReviews } from "@/lib/reviews";
import type { NewReviewsProps } from "./new-reviews";
import type { ReviewsSectionProps } from "./reviews-section";

// Props as src/islands/reviews-data.ts builds them from content, for the
// component and page script tests: the store's own copy, and a sample of the
// same make-up as the seeded one (11 five-star, 3 four-star and 2 three-star
// reviews, the first one long).

const copy: Omit<ReviewsCopy, "placeholder" | "dropZone"> = {
  heading: "Customer reviews",
  basedOn: {
    one: "Based on {count} review",
    other: "Based on {count} reviews",
  },
  filterLabel: "Filter by rating",
  allLabel: "All",
  emptyFilter: "No reviews found for the selected rating.",
  showAll: "Show all reviews",
  showMoreReviews: "Show more reviews ({remaining} remaining)",
  showMore: "Show more",
  showLess: "Show less",
  verified: "Verified buyer",
  unverified: "Not verified",
  writeReview: "Write a review",
  thanks: "Thank you! Your review has been posted.",
  justNow: "Just now",
  ratedLabel: "Rated {rating} out of 5",
  dialog: {
    heading: "Write a review",
    intro:
      "Tell other travellers what you think. Fields marked * are required.",
    deviceOnly:
      "Your review is shown on this device only, until the page is reloaded.",
    name: "Your name *",
    rating: "Your rating *",
    text: "Your review *",
    photo: "Add a photo (optional)",
    photoHint: "JPEG, PNG, WebP or GIF, up to 10 MB.",
    dropHere: "Drag a photo here, or",
    choosePhoto: "choose a file",
    removePhoto: "Remove photo",
    photoAlt: "Photo by {name}",
    notAnImage: "Please choose an image file.",
    tooLarge: "This photo is larger than 10 MB. Please choose a smaller one.",
    unreadable:
      "This file could not be read as an image. Please choose another one.",
    submit: "Submit review",
    cancel: "Cancel",
    close: "Close",
  },
  starLabel: { one: "{count} star", other: "{count} stars" },
  countLabel: {
    one: "{count} review, {percent}",
    other: "{count} reviews, {percent}",
  },
};

const RATINGS = [5, 5, 5, 4, 5, 5, 3, 5, 5, 4, 5, 5, 3, 5, 4, 5];

const placeholder = {
  src: "/_astro/placeholder.svg",
  alt: "",
  width: 120,
  height: 120,
};

/** All 16 reviews, as the page holds them. */
export const fixtureReviews = seedToReviews(
  RATINGS.map((rating, index) => ({
    id: index + 1,
    name: `Reviewer ${index + 1}`,
    verified: true,
    rating,
    text:
      index === 0
        ? "I took this on a ten-day trip to Lisbon with only a carry-on and still had room for souvenirs. The compression bay is brilliant: my jumpers shrank to half their size."
        : `Review ${index + 1}: fits under the seat.`,
    ...(index === 0
      ? {
          image: {
            src: "/_astro/airport.svg",
            alt: "The black backpack at an airport gate",
            width: 600,
            height: 600,
          },
        }
      : {}),
    date: "1 week ago",
  })),
  placeholder,
);

const { dialog, ...text } = copy;

/** The static section, with the first 8 reviews and the address of the rest. */
export const sectionProps: ReviewsSectionProps = {
  id: "reviews",
  // The store's imported make-up: 416 five-star, 10 four-star, 11
  // three-star, one two-star and one one-star review (4.9 of 5).
  summary: summarise(
    [416, 10, 11, 1, 1].flatMap((count, index) =>
      Array<number>(count).fill(5 - index),
    ),
  ),
  reviews: fixtureReviews.slice(0, INITIAL_VISIBLE),
  total: fixtureReviews.length,
  rest: "/data/review-cards.json",
  copy: text,
  locale: "en",
};

/** The write-a-review island. */
export const newReviewsProps: NewReviewsProps = {
  id: "reviews",
  lastId: fixtureReviews.length,
  placeholder,
  dropZoneImage: { src: "/_astro/drop.svg", alt: "", width: 96, height: 72 },
  copy: { ...text, dialog },
  locale: "en",
};
