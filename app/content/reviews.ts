import airport from "./images/review-photo-airport.svg";
import dropZone from "./images/review-drop-zone.svg";
import hotel from "./images/review-photo-hotel.svg";
import placeholder from "./images/review-placeholder.svg";
import trail from "./images/review-photo-trail.svg";
import train from "./images/review-photo-train.svg";
import type {
  ImageAsset,
  RatingSummary,
  ReviewsCopy,
  SeedReview,
} from "./types";

const photo = { width: 600, height: 600 } as const;

/** Shown for reviews without a photo, including new ones. */
export const reviewPlaceholder = {
  src: placeholder,
  alt: "",
  width: 120,
  height: 120,
} satisfies ImageAsset;

/** Shown in the review dialog's empty photo drop zone. */
export const reviewDropZone = {
  src: dropZone,
  alt: "",
  width: 96,
  height: 72,
} satisfies ImageAsset;

export const ratingSummary = {
  average: 4.9,
  total: 439,
  breakdown: [
    { stars: 5, count: 416, percent: 95 },
    { stars: 4, count: 10, percent: 2 },
    { stars: 3, count: 11, percent: 3 },
    { stars: 2, count: 1, percent: 0 },
    { stars: 1, count: 1, percent: 0 },
  ],
} satisfies RatingSummary;

export const reviewsCopy = {
  heading: "Customer reviews",
  basedOn: "Based on {count} reviews",
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
  dialog: {
    heading: "Write a review",
    intro:
      "Tell other travellers what you think. Fields marked * are required.",
    name: "Your name *",
    rating: "Your rating *",
    text: "Your review *",
    photo: "Add a photo (optional)",
    photoHint: "JPEG, PNG, WebP or GIF, up to 10 MB.",
    dropHere: "Drag a photo here, or",
    choosePhoto: "choose a file",
    removePhoto: "Remove photo",
    notAnImage: "Please choose an image file.",
    tooLarge: "This photo is larger than 10 MB. Please choose a smaller one.",
    unreadable:
      "This file could not be read as an image. Please choose another one.",
    submit: "Submit review",
    cancel: "Cancel",
    close: "Close",
  },
} satisfies ReviewsCopy;

export const seedReviews = [
  {
    id: 1,
    name: "Sophie M.",
    verified: true,
    rating: 5,
    text: "I took this on a ten-day trip to Lisbon with only a carry-on and still had room for souvenirs. The compression bay is brilliant: my jumpers and jeans shrank to half their size in a minute. Comfortable on my back all day, even fully packed.",
    image: {
      src: airport,
      alt: "The black backpack at an airport gate",
      ...photo,
    },
    date: "2 days ago",
  },
  {
    id: 2,
    name: "Daniel K.",
    verified: true,
    rating: 5,
    text: "Best travel purchase I've made in years. Fits under the seat on budget airlines when it's not expanded.",
    date: "5 days ago",
  },
  {
    id: 3,
    name: "Amelia R.",
    verified: true,
    rating: 5,
    text: "The expansion zip saved me on the way home from Tokyo. 36L going out, 60L coming back with all my shopping, and I never had to pay for a checked bag. The laptop sleeve is well padded and the zips feel sturdy.",
    image: {
      src: train,
      alt: "The backpack on a train luggage rack",
      ...photo,
    },
    date: "1 week ago",
  },
  {
    id: 4,
    name: "Marco B.",
    verified: true,
    rating: 4,
    text: "Great bag and the compression really works. I'd love one more small pocket on the hip belt, but otherwise it's perfect for weekend trips.",
    date: "1 week ago",
  },
  {
    id: 5,
    name: "Priya S.",
    verified: true,
    rating: 5,
    text: "Army Green looks even better in person. I packed five days of clothes for a work trip, including a blazer, and nothing came out creased. My colleagues all asked where I got it.",
    image: {
      src: trail,
      alt: "The Army Green backpack on a hiking trail",
      ...photo,
    },
    date: "2 weeks ago",
  },
  {
    id: 6,
    name: "Tom H.",
    verified: true,
    rating: 5,
    text: "Arrived in four days with tracking all the way. Quality feels premium.",
    date: "2 weeks ago",
  },
  {
    id: 7,
    name: "Léa D.",
    verified: true,
    rating: 5,
    text: "I was sceptical about the vacuum compression, but it's real. I fit my winter coat, two sweaters and boots for a trip to Prague, and the bag still closed easily. The back panel keeps it comfortable on long walks between stations.",
    date: "3 weeks ago",
  },
  {
    id: 8,
    name: "James W.",
    verified: true,
    rating: 3,
    text: "Good capacity and well made, but when it's fully expanded to 60L it's heavy to carry for long. Best for trips where you mostly roll it on a suitcase handle with the trolley sleeve.",
    date: "3 weeks ago",
  },
  {
    id: 9,
    name: "Hannah L.",
    verified: true,
    rating: 5,
    text: "Used it for a month backpacking through Vietnam. Survived rain, buses and boats without a scratch, and the compression bay meant I could bring more than I expected.",
    image: { src: hotel, alt: "The grey backpack on a hotel bed", ...photo },
    date: "1 month ago",
  },
  {
    id: 10,
    name: "Oliver P.",
    verified: true,
    rating: 5,
    text: "Customer service answered my question about airline sizes within a few hours. The bag itself is excellent.",
    date: "1 month ago",
  },
  {
    id: 11,
    name: "Chloé V.",
    verified: true,
    rating: 4,
    text: "Love the Grey colour and how organised the inside is. Straps could be a little wider for heavier loads, but overall very happy with it.",
    date: "1 month ago",
  },
  {
    id: 12,
    name: "Lucas F.",
    verified: true,
    rating: 5,
    text: "Perfect for business trips: laptop, chargers and three days of clothes in one bag that still looks smart in a meeting.",
    date: "2 months ago",
  },
  {
    id: 13,
    name: "Emma T.",
    verified: true,
    rating: 5,
    text: "Bought it for my husband and ended up ordering a second one for me. The compression is a game changer for family holidays: all four of us travelled carry-on only for a week in Greece and nobody had to leave anything behind.",
    date: "2 months ago",
  },
  {
    id: 14,
    name: "Noah G.",
    verified: true,
    rating: 3,
    text: "Does what it promises, but the vacuum valve takes a bit of practice. Once I got the hang of it, it worked well.",
    date: "2 months ago",
  },
  {
    id: 15,
    name: "Isabella C.",
    verified: true,
    rating: 5,
    text: "Sturdy, stylish and holds so much more than it looks. The hidden back pocket for my passport gave me real peace of mind in busy airports.",
    date: "3 months ago",
  },
  {
    id: 16,
    name: "Ben A.",
    verified: true,
    rating: 4,
    text: "Really good value for the money. Shipping was fast and free, and it fits the Ryanair sizer when not expanded.",
    date: "3 months ago",
  },
] satisfies SeedReview[];
